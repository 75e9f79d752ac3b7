import type { SingleCover } from './insuranceCover.js';
import { ownJourneyCover } from './ownJourneyCover.js';

/**
 * The key exclusions of the shop covers (this one and Lombard's). PLACEHOLDER (decision 045):
 * the insurer's policy wording replaces these before going live.
 */
export const SHOP_EXCLUSIONS: readonly string[] = [
  'Wilful or deliberate damage',
  'War, invasion and nuclear risks',
  'Wear and tear',
];

/**
 * Shop insurance (spec 03 §2, INS-SHOP): the shop's contents, insured under its name. Its
 * insurer and instrument id are decision 045's PLACEHOLDER. In a combo it is the "business
 * suraksha" (spec 03 §9).
 */
export const shopCover: SingleCover = {
  ...ownJourneyCover('single', 'shop', 'shop-insurance', 'Shop Insurance'),
  purpose: 'shop insurance',
  insurer: 'kotakGeneral',
  insurerConfirmed: false,
  instrumentId: 5,
  // Spec 03 §3 INS-SHOP-02.
  plans: {
    idBlock: 100,
    rows: [
      [299, 1_00_000],
      [599, 3_00_000],
      [999, 5_00_000],
      [1599, 7_00_000],
      [1799, 10_00_000],
      [2599, 15_00_000],
    ],
  },
  // Non-life (general) cover: 18 % (decision 075).
  premium: { taxClass: 'nonLife' },
  neutrality: { keyExclusions: [...SHOP_EXCLUSIONS] },
  // PLACEHOLDER (decision 083): sample key facts, shown as such until the insurer's wording.
  facts: {
    inclusions: [
      'Fire, lightning and explosion damage to the shop and its contents',
      'Burglary and theft of the stock and fittings',
      'Flood, storm and earthquake damage',
    ],
    waitingPeriods: ['No waiting period: the cover starts on the policy start date'],
    wordingUrl: null,
  },
  proposal: 'business',
  leadAddPath: 'insurances/lead/add',
  // The shop row of each level's sum insured: 3 lakh, 5 lakh, 10 lakh (decision 055).
  comboLevelPlanIds: [102, 103, 105],
};
