import type { PartnerCall } from '../partnerCall.js';
import type { KarzaClient } from './types.js';

export const KARZA_OKYC_CALL = 'karza.okyc';
export const KARZA_OKYC_OUTCOMES = ['verified', 'failed'] as const;

/**
 * `karza.okyc` (business loan step9, in the Android web view): the app runs Karza's Aadhaar
 * OKYC itself and its answer arrives later. The sandbox answers `verified` at once
 * (deterministic); live mode waits on the lead (the app's answer route is not built yet).
 */
export function karzaOkycCall(client: KarzaClient): PartnerCall {
  return {
    name: KARZA_OKYC_CALL,
    mode: client.mode,
    outcomes: KARZA_OKYC_OUTCOMES,
    // Nothing of the answers goes to Karza from here: one call per lead.
    input: () => ({}),
    async run(call) {
      if (client.mode === 'sandbox') {
        return { kind: 'answered', outcome: 'verified', record: { response: { sandbox: true } } };
      }
      return { kind: 'waiting', externalRef: `KARZA-OKYC-${call.leadId}` };
    },
  };
}
