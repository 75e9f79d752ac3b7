import { PartnerUnavailable } from '../partnerCall.js';
import {
  BUSINESS_CHECK_UNAVAILABLE,
  type BusinessDocumentAnswer,
  type BusinessDocumentKind,
  KARZA_BUSINESS_DOCUMENT_CALL,
  KARZA_PAN_NAME_CALL,
  type KarzaClient,
  PAN_CHECK_UNAVAILABLE,
  sameName,
} from './types.js';

// The deterministic Karza sandbox (decision 021).
//
// PAN and name (PAN AAAAA9999A), in this order:
// | PAN                              | answer                                                 |
// |----------------------------------|--------------------------------------------------------|
// | last digit (9th character) 9     | 5xx: PartnerUnavailable 'Something went wrong. ...'     |
// | last digit 8                     | 5xx on attempt 1 only, then as below                   |
// | 5th letter M (ABCDM1234F)        | the register holds RAVI KUMAR: matched only that name  |
// | last digit 7                     | as below, answered after `lateMs`                      |
// | anything else                    | matched: the register holds the name given             |
//
// Business documents (GSTIN, FSSAI, shop establishment, Udyam), by the id's last character:
// | last character | answer                                                         |
// |----------------|----------------------------------------------------------------|
// | 9              | PartnerUnavailable on every attempt                            |
// | 8              | PartnerUnavailable on attempt 1 only, then verified            |
// | 0              | rejected: no such registration                                 |
// | 7              | verified, answered after `lateMs`                              |
// | anything else  | verified: SANDBOX TRADERS (<kind>), Shop 12, MG Road, Pune      |

export const SANDBOX_REGISTER_NAME = 'RAVI KUMAR';
export const SANDBOX_ADDRESS = 'Shop 12, MG Road, Pune 411001';
export const SANDBOX_LATE_MS = 1500;

export function sandboxKarza(options: { lateMs?: number } = {}): KarzaClient {
  const lateMs = options.lateMs ?? SANDBOX_LATE_MS;
  const late = () => new Promise((resolve) => setTimeout(resolve, lateMs));

  const document =
    (kind: BusinessDocumentKind) =>
    async (id: string, attempt: number): Promise<BusinessDocumentAnswer> => {
      const last = id.trim().toUpperCase().slice(-1);
      const down = (k: 'timeout' | 'server-error') =>
        new PartnerUnavailable(KARZA_BUSINESS_DOCUMENT_CALL, k, BUSINESS_CHECK_UNAVAILABLE);
      if (last === '9') throw down(attempt % 2 === 1 ? 'timeout' : 'server-error');
      if (last === '8' && attempt === 1) throw down('timeout');
      if (last === '0') return { outcome: 'rejected' };
      if (last === '7') await late();
      return {
        outcome: 'verified',
        businessName: `SANDBOX TRADERS (${kind})`,
        address: SANDBOX_ADDRESS,
      };
    };

  return {
    mode: 'sandbox',
    async panName(query, attempt) {
      const pan = query.pan.toUpperCase();
      const lastDigit = pan.charAt(8);
      const down = () =>
        new PartnerUnavailable(KARZA_PAN_NAME_CALL, 'server-error', PAN_CHECK_UNAVAILABLE);
      if (lastDigit === '9') throw down();
      if (lastDigit === '8' && attempt === 1) throw down();
      const register = pan.charAt(4) === 'M' ? SANDBOX_REGISTER_NAME : query.name.toUpperCase();
      if (lastDigit === '7') await late();
      return { outcome: sameName(register, query.name) ? 'matched' : 'mismatch', name: register };
    },
    gstin: document('gstin'),
    fssai: document('fssai'),
    shopEstablishment: document('shopEstablishment'),
    udyam: document('udyam'),
  };
}
