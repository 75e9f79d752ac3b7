import { ActivityPage } from './ActivityPage';
import { PROFILE_TITLES } from './titles';

/** profile/accounts: everything the user has done, grouped, with status, reference, documents. */
export function AccountsPage() {
  return (
    <ActivityPage
      heading={PROFILE_TITLES.accounts}
      intro="Your applications, appointments, policies, memberships, warranties, payments and credit report, with their status, reference and documents."
      empty={{
        text: 'You have not started an application or bought anything yet.',
        to: '/',
        label: 'Explore products',
      }}
    />
  );
}
