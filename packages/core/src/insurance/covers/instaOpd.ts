import type { SingleCover } from './insuranceCover.js';
import { ownJourneyCover } from './ownJourneyCover.js';

/**
 * Insta OPD (spec 03 §2): an outpatient cover, the self or a family member. The spec gives no
 * table and names no insurer (decision 053, PLACEHOLDER); the sum is the year's OPD limit.
 */
export const instaOpdCover: SingleCover = {
  ...ownJourneyCover('single', 'instaOpd', 'insta-opd', 'Insta OPD'),
  purpose: 'outpatient (OPD) cover',
  insurer: 'kotakGeneral',
  insurerConfirmed: false,
  instrumentId: 13,
  // Instrument id 13 × 100 (decision 053), clear of the other covers' blocks.
  plans: {
    idBlock: 1300,
    rows: [
      [499, 5_000],
      [899, 10_000],
      [1499, 20_000],
    ],
  },
  // Individual or family health cover: GST exempt from 22-09-2025 (decision 075).
  premium: { taxClass: 'individualLifeOrHealth' },
  // PLACEHOLDER (decision 045): the insurer's policy wording replaces these before going live.
  neutrality: {
    keyExclusions: [
      'Hospitalisation and in-patient treatment',
      'Cosmetic and dental treatment, spectacles and hearing aids',
      "Consultations beyond the year's OPD limit",
    ],
  },
  // PLACEHOLDER (decision 083): sample key facts, shown as such until the insurer's wording.
  facts: {
    inclusions: [
      "Doctor consultations, up to the year's OPD limit",
      'Prescribed medicines and diagnostic tests',
    ],
    waitingPeriods: ['No waiting period: consultations are covered from the policy start date'],
    wordingUrl: null,
  },
  proposal: 'opd',
  leadAddPath: 'insurances/lead/add',
};
