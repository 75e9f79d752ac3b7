import type { SingleCover } from './insuranceCover.js';
import { ownJourneyCover } from './ownJourneyCover.js';
import { SHOP_EXCLUSIONS } from './shop.js';

/**
 * Lombard shop insurance (spec 03 §2, INS-LOMB): the shop cover of the "named general insurer,
 * called Lombard here" (spec 03 §1), the one insurer the spec names. Its leads have their own
 * lead-add call (spec 03 §7).
 */
export const lombardCover: SingleCover = {
  ...ownJourneyCover('single', 'lombard', 'lombard-shop-insurance', 'Lombard Shop Insurance'),
  purpose: 'shop insurance',
  insurer: 'iciciLombard',
  insurerConfirmed: true,
  instrumentId: 6,
  // Spec 03 §3 INS-LOMB-02.
  plans: {
    idBlock: 200,
    rows: [
      [1882, 10_50_000],
      [3470, 20_75_000],
      [7441, 41_75_000],
      [12_791, 72_50_000],
    ],
  },
  // Non-life (general) cover: 18 % (decision 075).
  premium: { taxClass: 'nonLife' },
  neutrality: { keyExclusions: [...SHOP_EXCLUSIONS] },
  // PLACEHOLDER (decision 083): sample key facts, shown as such until the insurer's wording.
  facts: {
    inclusions: [
      'Fire, lightning and explosion damage to the business premises and its contents',
      'Burglary and theft of the stock and fittings',
      'Flood, storm and earthquake damage',
    ],
    waitingPeriods: ['No waiting period: the cover starts on the policy start date'],
    wordingUrl: null,
  },
  proposal: 'business',
  leadAddPath: 'insurances/lombard/lead/add',
};
