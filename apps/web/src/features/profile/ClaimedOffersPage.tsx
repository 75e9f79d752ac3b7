import { ApplicationItems, NoApplications } from './ApplicationList';
import { ApplicationsPage } from './ApplicationsPage';
import { PROFILE_TITLES } from './titles';

/** profile/claimed-offers: the applications the user finished, with their offers. */
export function ClaimedOffersPage() {
  return (
    <ApplicationsPage
      heading={PROFILE_TITLES.claimedOffers}
      intro="Applications you finished. The lender decides on each one and contacts you directly."
      withSent
    >
      {({ complete }) =>
        complete.length ? (
          <ApplicationItems apps={complete} heading="h2" />
        ) : (
          <NoApplications text="You have not finished an application yet." />
        )
      }
    </ApplicationsPage>
  );
}
