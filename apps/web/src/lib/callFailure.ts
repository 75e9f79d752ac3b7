import { CALL_FAILURE_KEY, readSession } from './sessionKeys';

// A partner that could not answer sends some journeys elsewhere (the credit line to
// /credit-line/results, spec 02 §4.2): the error body is kept in sessionStorage for the page
// there, with the step to try again from (journey/saveStep.ts writes it; only the results page
// reads it, so this file stays out of the journey's chunk). Only the server's text, never answers.

export interface CallFailure {
  errors: string[];
  /** The app path of the step that failed (a retry goes back there). */
  from: string | null;
}

/** The kept failure, or null; anything malformed reads as none. */
export function readCallFailure(): CallFailure | null {
  try {
    const value = JSON.parse(readSession(CALL_FAILURE_KEY) ?? 'null') as Partial<CallFailure>;
    if (!value || !Array.isArray(value.errors)) return null;
    const errors = value.errors.filter((e): e is string => typeof e === 'string');
    const from = typeof value.from === 'string' && value.from.startsWith('/') ? value.from : null;
    return { errors, from: from?.startsWith('//') ? null : from };
  } catch {
    return null;
  }
}
