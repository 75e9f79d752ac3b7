import { ActivityPage } from './ActivityPage';
import { INSURANCE_KINDS } from './activity';
import { PROFILE_TITLES } from './titles';

// The account's list (decision 082) and its insurance filter: one chunk for both routes, so the
// route table (loaded by every page, the journey step's included) names one file, not three.

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

/** profile/insurance (spec 03 §2, PROF-01): the user's policies and combos, with documents. */
export function InsurancePage() {
  return (
    <ActivityPage
      heading={PROFILE_TITLES.insurance}
      intro="Your policies, with their status, policy number and documents."
      kinds={INSURANCE_KINDS}
      empty={{
        text: 'You have no insurance policy with us yet.',
        to: '/insurance',
        label: 'Explore insurance',
      }}
    />
  );
}
