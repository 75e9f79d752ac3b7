import { answerText } from '@tara/core';
import type { PartnerCall, PartnerCallQuestion } from '../partnerCall.js';
import { type OfflineEkycFailure, readOfflineEkyc } from '../uidai/readOfflineEkyc.js';

/** The bytes of a lead's uploaded document, or null when the lead has no such document. */
export type DocumentReader = (leadId: string, documentId: string) => Promise<Uint8Array | null>;

export interface OkycCallDeps {
  readDocument: DocumentReader;
  /**
   * UIDAI's certificates (uidaiCertificates(config)): the sandbox signer's outside production.
   * A function is asked at the call, so an app without step11's configuration still starts.
   */
  certificatePem: readonly string[] | (() => readonly string[]);
  now: () => Date;
}

export const OKYC_CALL = 'okyc';
export const OKYC_OUTCOMES = ['verified', 'failed', 'unreadable'] as const;

/**
 * What the applicant can put right on step11 (another file, the right share code): the step
 * refuses these ('unreadable') with the reason. The rest fail the KYC (step12/13 judge it).
 */
const FIXABLE: ReadonlySet<OfflineEkycFailure> = new Set([
  'too-large',
  'not-a-zip',
  'no-xml',
  'not-encrypted',
  'wrong-share-code',
  'not-offline-ekyc',
  'too-old',
]);
/** When the upload is not the lead's (or gone): the journey's step11 asks again. */
export const OKYC_NO_FILE = 'Please upload the ZIP file you downloaded from the UIDAI website';

/**
 * `okyc` (business loan step11): the uploaded Aadhaar offline e-KYC ZIP opened with the share
 * code and verified against UIDAI's signature (decision 025). The facts keep only the name,
 * date of birth, gender and the last 4 digits: never the whole number, never the XML.
 */
export function okycCall(deps: OkycCallDeps): PartnerCall {
  return {
    name: OKYC_CALL,
    mode: 'sandbox',
    outcomes: OKYC_OUTCOMES,
    // The share code is part of the key (the runner keeps only the input's hash).
    input: (call) => ({ ...okycQuery(call) }),
    async run(call) {
      const { documentId, shareCode } = okycQuery(call);
      const bytes = await deps.readDocument(call.leadId, documentId);
      const request = { documentId };
      if (!bytes) return unreadable(OKYC_NO_FILE, request, 'no-file');
      const mobile = answerText(call.answers.mobile);
      const read = await readOfflineEkyc(bytes, shareCode, {
        certificatePem:
          typeof deps.certificatePem === 'function' ? deps.certificatePem() : deps.certificatePem,
        now: deps.now(),
        ...(mobile ? { mobile } : {}),
      });
      if (!read.ok && FIXABLE.has(read.reason)) {
        const field = read.reason === 'wrong-share-code' ? 'shareCode' : 'aadhaarXml';
        return unreadable(read.message, request, read.reason, field);
      }
      if (!read.ok) return failed(read.message, request, read.reason);
      const facts = {
        kycName: read.kyc.name,
        kycDob: read.kyc.dob,
        kycGender: read.kyc.gender,
        aadhaarLast4: read.kyc.aadhaarLast4,
      };
      return { kind: 'answered', outcome: 'verified', facts, record: { request, response: facts } };
    },
  };
}

function okycQuery(call: PartnerCallQuestion): { documentId: string; shareCode: string } {
  const documentId = answerText(call.answers.aadhaarXml);
  const shareCode = answerText(call.answers.shareCode);
  // The step requires both; a missing one is a journey bug, thrown before any claim.
  if (!documentId || !shareCode) throw new Error('okyc needs the Aadhaar ZIP and its share code');
  return { documentId, shareCode };
}

const failed = (message: string, request: Record<string, unknown>, reason: string) => ({
  kind: 'answered' as const,
  outcome: 'failed',
  facts: { message },
  record: { request, response: { reason } },
});

/** Refused on step11: `field` is the answer to put right (the step's refusal reads it). */
const unreadable = (
  message: string,
  request: Record<string, unknown>,
  reason: string,
  field = 'aadhaarXml',
) => ({
  kind: 'answered' as const,
  outcome: 'unreadable',
  facts: { message, field },
  record: { request, response: { reason } },
});
