import { AppLink } from '../../app/AppLink';
import { PageLoading } from '../../app/PageLoading';
import { ErrorNotice } from '../../lib/ErrorNotice';
import { ActivityList } from './ActivityList';
import { type ActivityKind, groupActivity } from './activity';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { useActivity } from './useActivity';

interface ActivityPageProps {
  heading: string;
  intro: string;
  /** Only these kinds (a filtered page); all when absent. */
  kinds?: readonly ActivityKind[];
  /** When there is nothing to list: the sentence and where to start. */
  empty: { text: string; to: string; label: string };
}

/** A profile page listing what the user has done (all of it, or some kinds). */
export function ActivityPage({ heading, ...props }: ActivityPageProps) {
  return (
    <ProfileLayout heading={heading}>
      <WithProfileUser>{() => <Activity {...props} />}</WithProfileUser>
    </ProfileLayout>
  );
}

function Activity({ intro, kinds, empty }: Omit<ActivityPageProps, 'heading'>) {
  const { load, seenUpTo } = useActivity(kinds === undefined);
  if (load.status === 'loading') return <PageLoading label="Finding what you have done…" />;
  if (load.status === 'error') {
    return (
      <ErrorNotice
        message="We could not load your applications and purchases. Please try again."
        retry={load.reload}
      />
    );
  }
  const groups = groupActivity(load.data, seenUpTo, kinds);
  const updated = groups.reduce((n, g) => n + g.items.filter((i) => i.updated).length, 0);
  return (
    <>
      <p className="profile__intro">{intro}</p>
      {updated > 0 && (
        <p className="notice" role="status">
          {updated === 1
            ? '1 item changed since your last visit: it is marked Updated.'
            : `${updated} items changed since your last visit: they are marked Updated.`}
        </p>
      )}
      {groups.length === 0 ? (
        <div className="notice">
          <p>{empty.text}</p>
          <AppLink className="button" to={empty.to}>
            {empty.label}
          </AppLink>
        </div>
      ) : (
        <ActivityList groups={groups} />
      )}
    </>
  );
}
