import { ApplicationItems, NoApplications } from './ApplicationList';
import { ApplicationsPage } from './ApplicationsPage';
import { PROFILE_TITLES } from './titles';

/** profile/offers: the applications not finished yet, each with Resume. */
export function ProfileOffersPage() {
  return (
    <ApplicationsPage
      heading={PROFILE_TITLES.offers}
      intro="Finish an application to see the offers that fit you."
    >
      {({ inProgress }) =>
        inProgress.length ? (
          <ApplicationItems apps={inProgress} heading="h2" />
        ) : (
          <NoApplications text="You have no unfinished applications." />
        )
      }
    </ApplicationsPage>
  );
}
