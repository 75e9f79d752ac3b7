import { ApplicationItems, ApplicationsStatus, NoApplications } from './ApplicationList';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { SentApplications } from './SentApplications';
import { PROFILE_TITLES } from './titles';
import { useCardApplications } from './useCardApplications';

/** profile/accounts: every card application, unfinished first, then finished. */
export function AccountsPage() {
  return (
    <ProfileLayout heading={PROFILE_TITLES.accounts}>
      <WithProfileUser>{() => <AllApplications />}</WithProfileUser>
    </ProfileLayout>
  );
}

function AllApplications() {
  const { state, retry } = useCardApplications();
  return (
    <>
      <p className="profile__intro">
        Your credit card applications on this browser. Cards and loans you hold with a lender will
        show here once lenders can tell us about them; that is coming soon.
      </p>
      <SentApplications />
      <ApplicationsStatus state={state} retry={retry}>
        {({ inProgress, complete }) =>
          inProgress.length + complete.length === 0 ? (
            <NoApplications text="You have not started an application yet." />
          ) : (
            <>
              <section aria-labelledby="accounts-progress">
                <h2 id="accounts-progress" className="profile__section">
                  In progress ({inProgress.length})
                </h2>
                {inProgress.length ? (
                  <ApplicationItems apps={inProgress} heading="h3" />
                ) : (
                  <p className="profile__intro">None.</p>
                )}
              </section>
              <section aria-labelledby="accounts-complete">
                <h2 id="accounts-complete" className="profile__section">
                  Finished ({complete.length})
                </h2>
                {complete.length ? (
                  <ApplicationItems apps={complete} heading="h3" />
                ) : (
                  <p className="profile__intro">None.</p>
                )}
              </section>
            </>
          )
        }
      </ApplicationsStatus>
    </>
  );
}
