import { createHash } from 'node:crypto';
import type { Answers, KycGender, Scalar } from '@tara/core';
import { applicantInput, kycMismatchAnswer } from '../kycMismatchAnswer.js';
import type { PartnerCall } from '../partnerCall.js';
import { SANDBOX_RESIDENT } from '../uidai/sandboxOfflineEkyc.js';
import type { KarzaClient } from './types.js';

export const KARZA_OKYC_CALL = 'karza.okyc';
/** `mismatch`: the KYC of another person than the applicant (decision 062). */
export const KARZA_OKYC_OUTCOMES = ['verified', 'failed', 'mismatch'] as const;

/** What Karza's Aadhaar OKYC gives of the resident: what we may keep (decision 025). */
export interface KarzaOkyc {
  name: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: KycGender;
  aadhaarLast4: string;
}

/**
 * The sandbox's resident: the same person as the sandbox Aadhaar ZIP's (decision 025), so a
 * walk as Asha Verma, born 1990-04-12, female, is verified and anyone else is a mismatch.
 */
export const SANDBOX_KARZA_OKYC: KarzaOkyc = {
  name: SANDBOX_RESIDENT.name,
  dob: SANDBOX_RESIDENT.dob,
  gender: SANDBOX_RESIDENT.gender,
  aadhaarLast4: SANDBOX_RESIDENT.aadhaarLast4,
};

/**
 * `karza.okyc` (business loan step9, the credit lines' Karza step, in the Android web view):
 * the app runs Karza's Aadhaar OKYC itself and its answer arrives later. The sandbox answers
 * at once with its resident; live mode waits on the lead (the app's answer route is not built
 * yet: it must settle the call with `karzaOkycAnswer`, decision 062).
 */
export function karzaOkycCall(client: KarzaClient): PartnerCall {
  return {
    name: KARZA_OKYC_CALL,
    mode: client.mode,
    outcomes: KARZA_OKYC_OUTCOMES,
    // Nothing of the answers goes to Karza from here; the applicant its answer is compared
    // with is the input (one call per lead and applicant).
    input: (call) => applicantInput(call.answers),
    async run(call) {
      if (client.mode === 'sandbox') {
        const { outcome, facts } = karzaOkycAnswer(call.answers, SANDBOX_KARZA_OKYC);
        return { kind: 'answered', outcome, facts, record: { response: { sandbox: true } } };
      }
      const applicant = createHash('sha256')
        .update(JSON.stringify(applicantInput(call.answers)))
        .digest('hex')
        .slice(0, 12);
      return { kind: 'waiting', externalRef: `KARZA-OKYC-${call.leadId}-${applicant}` };
    },
  };
}

/**
 * The outcome and facts Karza's OKYC answer gives the lead: `mismatch` when its resident is
 * not the applicant (core's `kycMatchesApplicant`), else `verified` with the four facts we
 * keep (name, date of birth, gender, the last 4 digits). Whoever settles the waiting call
 * (the app's answer route) settles it with this, never with Karza's verdict alone.
 */
export function karzaOkycAnswer(
  answers: Answers,
  kyc: KarzaOkyc,
): { outcome: (typeof KARZA_OKYC_OUTCOMES)[number]; facts: Record<string, Scalar> } {
  const other = kycMismatchAnswer(answers, kyc, {});
  if (other?.kind === 'answered') return { outcome: 'mismatch', facts: other.facts ?? {} };
  return {
    outcome: 'verified',
    facts: {
      kycName: kyc.name,
      kycDob: kyc.dob,
      kycGender: kyc.gender,
      aadhaarLast4: kyc.aadhaarLast4,
    },
  };
}
