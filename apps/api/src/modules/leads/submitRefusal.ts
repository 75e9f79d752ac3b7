import {
  INVALID_VALUE,
  type JourneyDef,
  type JourneyState,
  lastLocation,
  type SubmitResult,
  stepRoute,
} from '@tara/core';
import { HttpError, httpError } from '../../http/errors.js';

/** Core's refusal as the HTTP error the applicant reads. */
export function submitRefusal(
  def: JourneyDef,
  state: JourneyState,
  stepId: string,
  result: Extract<SubmitResult, { ok: false }>,
): HttpError {
  const here = { last_loc: stepRoute(def, stepId) };
  const message = result.errors[0] ?? INVALID_VALUE;
  switch (result.reason) {
    case 'invalid':
    case 'refused':
      return new HttpError(422, {
        errors: [...new Set(result.errors)],
        fields: result.fieldErrors,
        metadata: here,
      });
    case 'unmatched':
      return httpError(422, message, { metadata: here });
    default:
      return httpError(409, message, { metadata: { last_loc: lastLocation(def, state) } });
  }
}
