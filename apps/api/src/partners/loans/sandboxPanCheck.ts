import { PartnerUnavailable } from '../partnerCall.js';
import { PAN_UNAVAILABLE, type PanCheck } from './panCheck.js';

// The loan sandboxes' PAN check (decisions 022, 036), like the card sandbox's: by the PAN's
// 5th character, F → 5xx ('Something went wrong. ...'), M → name mismatch, X → invalid, else valid.

/** The PAN check's marker: the 5th character (the holder's surname initial). */
export type PanMarker = 'unavailable' | 'mismatch' | 'invalid' | 'valid';

/** The name the sandbox says is on a mismatching PAN. */
export const SANDBOX_NAME_ON_PAN = 'RAVI MEHTA';
/** The errors the sandbox gives for a refused PAN (joined with ', ' for the user). */
export const SANDBOX_PAN_ERRORS = ['Invalid PAN', 'PAN is not active'];

/** The sandbox's answer to the PAN check `call` (its name for a 5xx). */
export async function sandboxPanCheck(call: string, pan: string): Promise<PanCheck> {
  const marker = panMarker(pan);
  if (marker === 'unavailable') throw new PartnerUnavailable(call, 'server-error', PAN_UNAVAILABLE);
  if (marker === 'mismatch') {
    return { outcome: 'mismatch', errors: [], nameOnPan: SANDBOX_NAME_ON_PAN };
  }
  if (marker === 'invalid') return { outcome: 'invalid', errors: [...SANDBOX_PAN_ERRORS] };
  return { outcome: 'valid' };
}

export function panMarker(pan: string): PanMarker {
  const c = pan.toUpperCase().charAt(4);
  if (c === 'F') return 'unavailable';
  if (c === 'M') return 'mismatch';
  if (c === 'X') return 'invalid';
  return 'valid';
}
