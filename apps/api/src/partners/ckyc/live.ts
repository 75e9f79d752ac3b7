import { maskPan } from '../../http/mask.js';
import { PartnerUnavailable } from '../partnerCall.js';
import { postPartnerJson } from '../partnerHttp.js';
import { CKYC_CALL, type CkycAnswer, type CkycClient } from './types.js';

export interface CkycLiveConfig {
  baseUrl: string;
  apiKey: string;
}

/**
 * The live CKYC search: POST {baseUrl}/search {pan, dob, name}; 200 {name, dob, ckycRef} is a
 * record, 404 none. The spec does not show the registry's contract (02 §7 names only
 * /lead/credit-line/validate/ckyc), so these shapes are ours to confirm with the KYC agency.
 * UNTESTED here: no registry is reachable from the tests.
 */
export function liveCkyc(config: CkycLiveConfig): CkycClient {
  return {
    mode: 'live',
    async search(query): Promise<CkycAnswer> {
      const { status, body } = await postPartnerJson(
        {
          call: CKYC_CALL,
          url: `${config.baseUrl}/search`,
          headers: { 'x-api-key': config.apiKey },
        },
        { pan: query.pan, dob: query.dob, name: query.name },
      );
      if (status === 404) return { outcome: 'failed' };
      const record = body as { name?: unknown; dob?: unknown; ckycRef?: unknown } | null;
      if (status !== 200 || typeof record?.name !== 'string') {
        // Never the PAN in an error that may be logged.
        throw new PartnerUnavailable(CKYC_CALL, 'server-error', undefined);
      }
      return {
        outcome: 'verified',
        name: record.name,
        dob: typeof record.dob === 'string' ? record.dob : query.dob,
        ckycRef: typeof record.ckycRef === 'string' ? record.ckycRef : `CKYC-${maskPan(query.pan)}`,
      };
    },
  };
}
