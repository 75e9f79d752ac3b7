import { PartnerUnavailable } from '../partnerCall.js';
import { postPartnerJson } from '../partnerHttp.js';
import {
  BUSINESS_CHECK_UNAVAILABLE,
  type BusinessDocumentAnswer,
  KARZA_BUSINESS_DOCUMENT_CALL,
  KARZA_PAN_NAME_CALL,
  type KarzaClient,
  PAN_CHECK_UNAVAILABLE,
  sameName,
} from './types.js';

export interface KarzaLiveConfig {
  baseUrl: string;
  apiKey: string;
}

/**
 * Karza live: sends the spec's shapes (02 §7) to {baseUrl}/validate/pan-and-name {pan, name}
 * and {baseUrl}/auth/gstin {gstinId}, /auth/fssai {fssaiId}, /auth/shop-establishment {regNo},
 * /auth/udyam {udyamRegNo}, with the key in `x-karza-key`. The answers it reads
 * ({ name } for the PAN; { verified, businessName, address } for a document; 404 or
 * verified false: rejected) are our assumption, to confirm against Karza's contract.
 * UNTESTED here: Karza is not reachable from the tests (decision 021).
 */
export function liveKarza(config: KarzaLiveConfig): KarzaClient {
  const headers = { 'x-karza-key': config.apiKey };

  const document =
    (path: string, field: string) =>
    async (id: string): Promise<BusinessDocumentAnswer> => {
      const { status, body } = await postPartnerJson(
        {
          call: KARZA_BUSINESS_DOCUMENT_CALL,
          url: `${config.baseUrl}/auth/${path}`,
          headers,
          userMessage: BUSINESS_CHECK_UNAVAILABLE,
        },
        { [field]: id },
      );
      const record = (body ?? {}) as {
        verified?: unknown;
        businessName?: unknown;
        address?: unknown;
      };
      if (status === 404 || (status === 200 && record.verified === false)) {
        return { outcome: 'rejected' };
      }
      if (status !== 200 || record.verified !== true) {
        throw new PartnerUnavailable(
          KARZA_BUSINESS_DOCUMENT_CALL,
          'server-error',
          BUSINESS_CHECK_UNAVAILABLE,
        );
      }
      return {
        outcome: 'verified',
        businessName: typeof record.businessName === 'string' ? record.businessName : '',
        address: typeof record.address === 'string' ? record.address : '',
      };
    };

  return {
    mode: 'live',
    async panName(query) {
      const { status, body } = await postPartnerJson(
        {
          call: KARZA_PAN_NAME_CALL,
          url: `${config.baseUrl}/validate/pan-and-name`,
          headers,
          userMessage: PAN_CHECK_UNAVAILABLE,
        },
        { pan: query.pan, name: query.name },
      );
      const name = (body as { name?: unknown } | null)?.name;
      if (status !== 200 || typeof name !== 'string') {
        throw new PartnerUnavailable(KARZA_PAN_NAME_CALL, 'server-error', PAN_CHECK_UNAVAILABLE);
      }
      return { outcome: sameName(name, query.name) ? 'matched' : 'mismatch', name };
    },
    gstin: document('gstin', 'gstinId'),
    fssai: document('fssai', 'fssaiId'),
    shopEstablishment: document('shop-establishment', 'regNo'),
    udyam: document('udyam', 'udyamRegNo'),
  };
}
