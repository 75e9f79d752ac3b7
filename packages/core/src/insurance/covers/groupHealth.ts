import type { SingleCover } from './insuranceCover.js';
import { ownJourneyCover } from './ownJourneyCover.js';

/** The group health plan whose cashless hospitals are HDFC ERGO's (spec 03 §7, §9). */
export const HDFC_ERGO_PLAN_ID = 264;

/** `hospital_network_type` of POST /insurances/get_hospital_list (INS-GH-07). */
export const hospitalNetworkType = (planId: number): 'HDFCERGO' | 'Kotak' =>
  planId === HDFC_ERGO_PLAN_ID ? 'HDFCERGO' : 'Kotak';

/**
 * Group health insurance (spec 03 §2, INS-GH): the family's hospital cover, every insured
 * member priced (decision 052). Kotak's network; plan 264 is HDFC ERGO's. Not in the spec's
 * tables (decision 052, PLACEHOLDER).
 */
export const groupHealthCover: SingleCover = {
  ...ownJourneyCover('single', 'groupHealth', 'group-health-insurance', 'Group Health Insurance'),
  purpose: 'group health insurance',
  insurer: 'kotakGeneral',
  insurerConfirmed: false,
  instrumentId: 7,
  /**
   * PLACEHOLDER (decision 052): the premium of one adult (self or spouse); a child's is
   * `GROUP_HEALTH_CHILD_PREMIUMS`'. Row 4 is plan 264, HDFC ERGO's network.
   */
  plans: {
    idBlock: 260,
    rows: [
      [2999, 3_00_000],
      [3999, 5_00_000],
      [5999, 10_00_000],
      [4299, 5_00_000, 'hdfcErgo'],
    ],
  },
  // A group health policy: 18 % (decision 075).
  premium: { taxClass: 'group' },
  // PLACEHOLDER (decision 045): the insurer's policy wording replaces these before going live.
  neutrality: {
    keyExclusions: [
      'Illness that began before the policy, in its first two years (pre-existing diseases)',
      'Cosmetic treatment, and treatment outside India',
      'Self-inflicted injury, and injury under the influence of alcohol or drugs',
    ],
  },
  // PLACEHOLDER (decision 083): sample key facts, shown as such until the insurer's wording.
  facts: {
    inclusions: [
      'Hospital stays of 24 hours or more, room rent included',
      'Day-care treatment',
      'Cashless treatment at the network hospitals',
    ],
    waitingPeriods: [
      'Any illness: 30 days from the start of the policy (an accident is covered from day one)',
      'Pre-existing diseases: 2 years',
    ],
    wordingUrl: null,
  },
  proposal: 'groupHealth',
  leadAddPath: 'insurances/lead/add',
};
