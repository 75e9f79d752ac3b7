import { ApplicationItems, NoApplications } from './ApplicationList';
import { ApplicationsPage } from './ApplicationsPage';
import type { Application } from './applications';
import { PROFILE_TITLES } from './titles';

/** profile/accounts: every card application, unfinished first, then finished. */
export function AccountsPage() {
  return (
    <ApplicationsPage
      heading={PROFILE_TITLES.accounts}
      intro="Your credit card applications on this browser. Cards and loans you hold with a lender will show here once lenders can tell us about them; that is coming soon."
      withSent
    >
      {({ inProgress, complete }) =>
        inProgress.length + complete.length === 0 ? (
          <NoApplications text="You have not started an application yet." />
        ) : (
          <>
            <AppsSection id="accounts-progress" title="In progress" apps={inProgress} />
            <AppsSection id="accounts-complete" title="Finished" apps={complete} />
          </>
        )
      }
    </ApplicationsPage>
  );
}

/** One group of applications under its h2 with the count, or "None." */
function AppsSection({ id, title, apps }: { id: string; title: string; apps: Application[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="profile__section">
        {title} ({apps.length})
      </h2>
      {apps.length ? (
        <ApplicationItems apps={apps} heading="h3" />
      ) : (
        <p className="profile__intro">None.</p>
      )}
    </section>
  );
}
