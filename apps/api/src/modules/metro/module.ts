import type { ApiModule } from '../../http/apiModule.js';
import { metroEligibilityCall } from '../../partners/metro/metroEligibilityCall.js';
import type { MetroEligibilityClient } from '../../partners/metro/types.js';
import type { PartnerCall } from '../../partners/partnerCall.js';

/** The METRO card: its eligibility check (decision 043). */
export const metroModule: ApiModule<
  { partners: { metro: MetroEligibilityClient } },
  never,
  PartnerCall
> = {
  name: 'metro',
  calls: ({ partners }) => [metroEligibilityCall(partners.metro)],
};
