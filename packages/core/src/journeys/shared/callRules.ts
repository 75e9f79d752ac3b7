// Next rules on a partner call's outcome (engine v2, decision 019), shared by the loan and
// credit-line journeys: one rule per outcome, even when several go to the same step, so an
// outcome added later is a visible gap.
import type { NextRule } from '../../journeyModel/types.js';

export const onOutcome = (call: string, outcome: string, next: string): NextRule => ({
  to: next,
  when: { outcome: call, eq: outcome },
});

/** The rule of a step whose call did not apply (its `when` failed): no outcome recorded. */
export const noCall = (call: string, next: string): NextRule => ({
  to: next,
  when: { outcome: call, filled: false },
});

/** The `rejected` exit on a call's refusing outcome. */
export const rejectedOn = (call: string, outcome: string): NextRule => ({
  exit: 'rejected',
  when: { outcome: call, eq: outcome },
});

/**
 * The rules of a KYC call: a verified or failed KYC goes on to `judgedAt`, the step that judges
 * it; a KYC that is not the applicant's to `mismatchAt` (decision 062).
 */
export const kycOutcomes = (call: string, judgedAt: string, mismatchAt: string): NextRule[] => [
  onOutcome(call, 'verified', judgedAt),
  onOutcome(call, 'failed', judgedAt),
  onOutcome(call, 'mismatch', mismatchAt),
];
