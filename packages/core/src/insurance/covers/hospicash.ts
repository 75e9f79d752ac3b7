import type { SingleCover } from './insuranceCover.js';

/**
 * Hospital cash (spec 03 §2, INS-DMPA-07): bought by the person, who chooses the plan on
 * step0.5. No table and no insurer in the spec (decision 054, PLACEHOLDER until the insurer's
 * filing). A combo part at its three levels (decision 059: one table for both).
 */
export const hospicashCover: SingleCover = {
  kind: 'single',
  id: 'hospicash',
  slug: 'hospicash',
  name: 'Hospital Cash',
  purpose: 'hospital cash cover',
  journeys: [
    {
      slug: 'hospicash',
      title: 'Hospital Cash',
      variant: {
        id: 'hospicash',
        voluntary: true,
        planStep: true,
        endsAfterPersonal: false,
        hospicash: true,
      },
    },
  ],
  insurer: 'kotakGeneral',
  insurerConfirmed: false,
  instrumentId: 33,
  /**
   * PLACEHOLDER (decision 054): a daily cash of ₹500, ₹1,000 or ₹2,000 for up to 30 days in
   * hospital, the sum insured being the most it pays in a year.
   */
  plans: {
    idBlock: 600,
    rows: [
      [199, 15_000],
      [349, 30_000],
      [649, 60_000],
    ],
  },
  // Bought by the person for themself: individual health cover, GST exempt from 22-09-2025
  // (decision 075).
  premium: { taxClass: 'individualLifeOrHealth' },
  // PLACEHOLDER (decision 045): the insurer's policy wording replaces these before going live.
  neutrality: {
    keyExclusions: [
      'Hospital stays shorter than 24 hours',
      'Illness diagnosed in the waiting period after the start of the policy',
    ],
  },
  // PLACEHOLDER (decision 083): sample key facts, shown as such until the insurer's wording.
  facts: {
    inclusions: ['A fixed cash amount for each day in hospital, up to 30 days a year'],
    waitingPeriods: [
      'Any illness: 30 days from the start of the policy (an accident is covered from day one)',
    ],
    wordingUrl: null,
  },
  proposal: 'person',
  leadAddPath: 'insurances/lead/add',
  comboLevelPlanIds: [601, 602, 603],
};
