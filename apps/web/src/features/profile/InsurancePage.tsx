import { ActivityPage } from './ActivityPage';
import { INSURANCE_KINDS } from './activity';
import { PROFILE_TITLES } from './titles';

/** profile/insurance (spec 03 §2, PROF-01): the user's policies and combos, with their documents. */
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
