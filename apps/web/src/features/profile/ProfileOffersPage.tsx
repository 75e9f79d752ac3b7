import { ApplicationItems, ApplicationsStatus, NoApplications } from './ApplicationList';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { PROFILE_TITLES } from './titles';
import { useCardApplications } from './useCardApplications';

/** profile/offers: the applications not finished yet, each with Resume. */
export function ProfileOffersPage() {
  return (
    <ProfileLayout heading={PROFILE_TITLES.offers}>
      <WithProfileUser>{() => <InProgress />}</WithProfileUser>
    </ProfileLayout>
  );
}

function InProgress() {
  const { state, retry } = useCardApplications();
  return (
    <>
      <p className="profile__intro">Finish an application to see the offers that fit you.</p>
      <ApplicationsStatus state={state} retry={retry}>
        {({ inProgress }) =>
          inProgress.length ? (
            <ApplicationItems apps={inProgress} heading="h2" />
          ) : (
            <NoApplications text="You have no unfinished applications." />
          )
        }
      </ApplicationsStatus>
    </>
  );
}
