// The loan partners' PAN check (spec 02 §7–8): IDFC's business loan and Northern Arc's credit
// line ask it alike and answer it alike.

/** The PAN check's request: the PAN and the applicant's names to match against it. */
export interface PanRequest {
  pan: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
}

/** The PAN check: valid, the name differs from the one on the PAN, or the PAN is refused. */
export type PanCheck =
  | { outcome: 'valid' }
  | { outcome: 'mismatch'; errors: string[]; nameOnPan: string }
  | { outcome: 'invalid'; errors: string[] };

/** The PAN check's 5xx text: spec 02 §8's MSG-065 with its typo corrected (decision 094). */
export const PAN_UNAVAILABLE = 'Something went wrong. Please try again in some time.';

/** A PAN the partners take (AAAAA9999A); anything else is refused without asking. */
export const PAN_FORMAT = /^[A-Z]{5}\d{4}[A-Z]$/;

export const INVALID_PAN = 'Please enter a valid PAN';

/** Spec 02 §8: the errors joined with ', ', the mismatch sentence appended. */
export function panRefusal(check: Exclude<PanCheck, { outcome: 'valid' }>): string {
  return check.outcome === 'mismatch'
    ? [...check.errors, `The name associated with entered PAN is ${check.nameOnPan}`].join(', ')
    : check.errors.join(', ') || INVALID_PAN;
}
