import { ApplicationItems, ApplicationsStatus, NoApplications } from './ApplicationList';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { SentApplications } from './SentApplications';
import { PROFILE_TITLES } from './titles';
import { useCardApplications } from './useCardApplications';

/** profile/claimed-offers: the applications the user finished, with their offers. */
export function ClaimedOffersPage() {
  return (
    <ProfileLayout heading={PROFILE_TITLES.claimedOffers}>
      <WithProfileUser>{() => <Completed />}</WithProfileUser>
    </ProfileLayout>
  );
}

function Completed() {
  const { state, retry } = useCardApplications();
  return (
    <>
      <p className="profile__intro">
        Applications you finished. The lender decides on each one and contacts you directly.
      </p>
      <SentApplications />
      <ApplicationsStatus state={state} retry={retry}>
        {({ complete }) =>
          complete.length ? (
            <ApplicationItems apps={complete} heading="h2" />
          ) : (
            <NoApplications text="You have not finished an application yet." />
          )
        }
      </ApplicationsStatus>
    </>
  );
}
