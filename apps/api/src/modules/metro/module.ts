import { metroEligibilityCall } from '../../partners/metro/metroEligibilityCall.js';
import type { MetroEligibilityClient } from '../../partners/metro/types.js';
import type { ApiModule } from '../module.js';

/** The METRO card: its eligibility check (decision 043). */
export const metroModule: ApiModule<{ partners: { metro: MetroEligibilityClient } }> = {
  name: 'metro',
  calls: ({ partners }) => [metroEligibilityCall(partners.metro)],
};
