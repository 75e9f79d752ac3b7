import { createHash } from 'node:crypto';
import { type CreditReport, indiaDate, maskMobile } from '@tara/core';
import { maskEmail } from '../../http/mask.js';
import { PartnerUnavailable } from '../partnerCall.js';
import { type SandboxProfile, sandboxReport } from './sandboxReport.js';
import { BUREAU_CALL, type BureauAnswer, type BureauClient, type BureauQuery } from './types.js';

// The deterministic bureau sandbox (decision 034). With a PAN (AAAAA9999A) it decides by the
// PAN, in this order:
//
// | PAN                                  | stage one answers                                       |
// |--------------------------------------|---------------------------------------------------------|
// | 9th character 9                      | PartnerUnavailable (a 5xx) on every attempt             |
// | first five letters NOCRP             | notFound: the bureau holds no file                      |
// | 9th character 6                      | mobileMismatch ('XXXXXX5521') unless the mobile is the  |
// |                                      | file's own, 98 + the PAN's four digits + 5521           |
// | 9th character 7                      | emailMismatch ('bu*********@example.com') unless the    |
// |                                      | e-mail is the file's own, bureau.<the PAN's 4 digits>@  |
// |                                      | example.com                                             |
// | 9th character 8                      | emailMismatch with the masked mobile too, unless both   |
// |                                      | the mobile and the e-mail are the file's own            |
// | 9th character 1                      | identityMismatch: the file is in another name           |
// | 9th character 5                      | stageTwo; `confirm` with both ids answers a good report |
// | 9th character 0                      | found: new to credit (no score, no accounts)            |
// | 9th character 3                      | found: a poor history (late payments, high balances)    |
// | 9th character 2                      | found: a fair history                                   |
// | anything else                        | found: a good history                                   |
//
// Without a PAN (the self-pull route's enhanced search by name and mobile): a mobile ending
// in 0 has no file; any other is found with a good history seeded by the mobile.

export const NO_FILE_PREFIX = 'NOCRP';

export function sandboxBureau(options: { now?: () => Date } = {}): BureauClient {
  const now = options.now ?? (() => new Date());
  const today = () => indiaDate(now());
  return {
    mode: 'sandbox',
    async pull(query: BureauQuery, attempt: number): Promise<BureauAnswer> {
      // Reports and hit ids are seeded by a digest of the PAN (or mobile), never the PAN.
      const seed = digest(query.pan ?? `mobile:${query.mobile}`);
      const stageOneId = `STG1-SBX-${seed}`;
      if (query.pan === null) {
        if (!query.enhancedSearch) throw new Error('The bureau needs a PAN or an enhanced search');
        if (query.mobile.endsWith('0')) return { outcome: 'notFound', stageOneId };
        return found(stageOneId, null, sandboxReport(seed, 'good', today()));
      }
      const pan = query.pan;
      const digit = pan.charAt(8);
      if (digit === '9') {
        throw new PartnerUnavailable(BUREAU_CALL, attempt % 2 === 1 ? 'server-error' : 'timeout');
      }
      if (pan.startsWith(NO_FILE_PREFIX)) return { outcome: 'notFound', stageOneId };
      if (digit === '1') return { outcome: 'identityMismatch', stageOneId };
      const otherMobile = query.mobile !== fileMobile(pan);
      const otherEmail = query.email?.toLowerCase() !== fileEmail(pan);
      if (digit === '6' && otherMobile) {
        return { outcome: 'mobileMismatch', stageOneId, maskedMobile: maskMobile(fileMobile(pan)) };
      }
      if ((digit === '7' || digit === '8') && (otherEmail || (digit === '8' && otherMobile))) {
        return {
          outcome: 'emailMismatch',
          stageOneId,
          maskedEmail: maskEmail(fileEmail(pan)),
          ...(digit === '8' ? { maskedMobile: maskMobile(fileMobile(pan)) } : {}),
        };
      }
      if (digit === '5') return { outcome: 'stageTwo', stageOneId, stageTwoId: `STG2-SBX-${seed}` };
      return found(stageOneId, null, sandboxReport(seed, PROFILES[digit] ?? 'good', today()));
    },
    async confirm(ids): Promise<BureauAnswer> {
      const seed = ids.stageOneId.replace(/^STG1-SBX-/, '');
      if (!ids.stageOneId.startsWith('STG1-SBX-') || ids.stageTwoId !== `STG2-SBX-${seed}`) {
        return { outcome: 'notFound', stageOneId: ids.stageOneId };
      }
      return found(ids.stageOneId, ids.stageTwoId, sandboxReport(seed, 'good', today()));
    },
  };
}

const PROFILES: Record<string, SandboxProfile> = { '0': 'newToCredit', '3': 'poor', '2': 'fair' };

/** The mobile on the sandbox bureau's file for a PAN whose 9th character is 6 or 8. */
export function fileMobile(pan: string): string {
  return `98${pan.slice(5, 9)}5521`;
}

/** The e-mail on the sandbox bureau's file for a PAN whose 9th character is 7 or 8. */
export function fileEmail(pan: string): string {
  return `bureau.${pan.slice(5, 9)}@example.com`;
}

function found(stageOneId: string, stageTwoId: string | null, report: CreditReport): BureauAnswer {
  return { outcome: 'found', stageOneId, stageTwoId, report };
}

/** A short one-way digest: the same input, the same seed; the input cannot be read back. */
function digest(text: string): string {
  return createHash('sha256').update(`bureau-sandbox:${text}`).digest('hex').slice(0, 16);
}
