import { PartnerUnavailable } from '../partnerCall.js';
import { CKYC_CALL, type CkycAnswer, type CkycClient, type CkycQuery } from './types.js';

// The deterministic CKYC sandbox (decision 021). It decides by the PAN (AAAAA9999A), in this
// order:
//
// | PAN                                   | answer                                              |
// |---------------------------------------|-----------------------------------------------------|
// | last digit (9th character) 9          | PartnerUnavailable on every attempt                 |
// | last digit 8                          | PartnerUnavailable on attempt 1, then as below      |
// | first five letters NOKPC (NOKPC1234A) | failed: no KYC record (an individual's PAN shape)   |
// | first five letters OTHPR (OTHPR1234A) | verified, the record of another person: RAVI KUMAR, |
// |                                       | born 1979-01-01, M (the caller answers `mismatch`)  |
// | last digit 7                          | verified, answered after `lateMs` (a slow registry) |
// | anything else                         | verified: the record holds the name and dob given   |

export const CKYC_NOT_FOUND_PREFIX = 'NOKPC';
/** A PAN whose record is another person's (decision 062). */
export const CKYC_OTHER_PERSON_PREFIX = 'OTHPR';
export const CKYC_OTHER_PERSON = { name: 'RAVI KUMAR', dob: '1979-01-01', gender: 'M' } as const;
export const SANDBOX_LATE_MS = 1500;

export function sandboxCkyc(options: { lateMs?: number } = {}): CkycClient {
  const lateMs = options.lateMs ?? SANDBOX_LATE_MS;
  return {
    mode: 'sandbox',
    async search(query: CkycQuery, attempt: number): Promise<CkycAnswer> {
      const pan = query.pan.toUpperCase();
      const lastDigit = pan.charAt(8);
      if (lastDigit === '9') {
        throw new PartnerUnavailable(CKYC_CALL, attempt % 2 === 1 ? 'timeout' : 'server-error');
      }
      if (lastDigit === '8' && attempt === 1) throw new PartnerUnavailable(CKYC_CALL, 'timeout');
      if (pan.startsWith(CKYC_NOT_FOUND_PREFIX)) return { outcome: 'failed' };
      const ckycRef = `CKYC-SBX-${pan.slice(5, 9)}`;
      if (pan.startsWith(CKYC_OTHER_PERSON_PREFIX)) {
        return { outcome: 'verified', ...CKYC_OTHER_PERSON, ckycRef };
      }
      if (lastDigit === '7') await new Promise((resolve) => setTimeout(resolve, lateMs));
      return {
        outcome: 'verified',
        name: query.name.toUpperCase(),
        dob: query.dob,
        ckycRef,
      };
    },
  };
}
