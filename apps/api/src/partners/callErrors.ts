import { HttpError, httpError } from '../http/errors.js';
import { PartnerUnavailable } from './partnerCall.js';

/** A second save while the partner is being asked with the same input. */
export const CALL_BUSY = 'Please wait, we are checking your details';

/**
 * What the route layer answers for an error of a partner call: 503 with the call's user text
 * when the partner could not answer (nothing was decided; retry later), never a 500.
 */
export function callHttpError(error: unknown): unknown {
  if (error instanceof PartnerUnavailable) {
    return new HttpError(503, { errors: [error.userMessage] }, { 'retry-after': '30' });
  }
  return error;
}

/** The 409 of a call in flight elsewhere. */
export const callBusyError = (): HttpError => httpError(409, CALL_BUSY);
