import type { SingleCover } from './insuranceCover.js';
import { ownJourneyCover } from './ownJourneyCover.js';

/**
 * Term insurance (spec 03 §2, INS-TERM): life cover of the applicant, with a nominee. A life
 * insurer is needed and the spec names none (decision 045, PLACEHOLDER). Every combo's first
 * part, sold at its three levels of life cover (decision 055).
 */
export const termCover: SingleCover = {
  ...ownJourneyCover('single', 'term', 'term-insurance', 'Term Insurance'),
  purpose: 'term insurance',
  insurer: 'kotakLife',
  insurerConfirmed: false,
  instrumentId: 14,
  // Spec 03 §3 INS-TERM-07: "term and accident" share one table.
  plans: {
    idBlock: 300,
    rows: [
      [447, 3_00_000],
      [745, 5_00_000],
      [1490, 10_00_000],
    ],
  },
  // Individual life cover: GST exempt from 22-09-2025 (decision 075).
  premium: { taxClass: 'individualLifeOrHealth' },
  // PLACEHOLDER (decision 045): the insurer's policy wording replaces these before going live.
  neutrality: { keyExclusions: ['Suicide within 12 months of the start of the policy'] },
  // PLACEHOLDER (decision 083): sample key facts, shown as such until the insurer's wording.
  facts: {
    inclusions: ['The sum insured paid to the nominee on the death of the insured during the term'],
    waitingPeriods: [
      'No waiting period for death by accident or illness (suicide: see the exclusions)',
    ],
    wordingUrl: null,
  },
  proposal: 'person',
  leadAddPath: 'insurances/lead/add',
  comboLevelPlanIds: [301, 302, 303],
};
