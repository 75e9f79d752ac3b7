import { answerText } from '@tara/core';
import { applicantInput, kycMismatchAnswer } from '../kycMismatchAnswer.js';
import { type PartnerCall, type PartnerCallQuestion, PartnerUnavailable } from '../partnerCall.js';
import { type OfflineEkycFailure, readOfflineEkyc } from '../uidai/readOfflineEkyc.js';

/** The bytes of a lead's uploaded document, or null when the lead has no such document. */
export type DocumentReader = (leadId: string, documentId: string) => Promise<Uint8Array | null>;

export interface OkycCallDeps {
  readDocument: DocumentReader;
  /**
   * Deletes the uploaded ZIP from the store (documents' `eraseLeadDocument`): done as soon as
   * it is read, whatever the file turns out to be (decision 062).
   */
  eraseDocument: (leadId: string, documentId: string) => Promise<void>;
  /**
   * UIDAI's certificates (uidaiCertificates(config)): the sandbox signer's outside production.
   * A function is asked at the call, so an app without step11's configuration still starts.
   */
  certificatePem: readonly string[] | (() => readonly string[]);
  now: () => Date;
}

export const OKYC_CALL = 'okyc';
export const OKYC_OUTCOMES = ['verified', 'failed', 'unreadable', 'mismatch'] as const;

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
/** When the upload is gone (deleted once read) or not the lead's: step11 asks for it again. */
export const OKYC_NO_FILE =
  'Please upload your Aadhaar ZIP file again: we delete it once we have read it';
/** A wrong share code: the file was read (and deleted), so it is uploaded again with the code. */
export const OKYC_WRONG_SHARE_CODE =
  'The share code does not open this file. Please upload the ZIP file again and type the share code you chose';

/**
 * `okyc` (business loan step11): the uploaded Aadhaar offline e-KYC ZIP opened with the share
 * code and verified against UIDAI's signature (decision 025). The facts keep only the name,
 * date of birth, gender and the last 4 digits: never the whole number, never the XML. The ZIP
 * is deleted from the store as soon as it is read, and the share code is neither part of the
 * input (its hash is stored) nor of the record (decision 062).
 */
export function okycCall(deps: OkycCallDeps): PartnerCall {
  return {
    name: OKYC_CALL,
    mode: 'sandbox',
    outcomes: OKYC_OUTCOMES,
    // Not the share code: the input's hash is stored, and 4 characters are quickly guessed
    // from it. The upload is read once, so another code for it is another upload anyway. The
    // applicant it is compared with is (decision 062).
    input: (call) => ({
      documentId: okycQuery(call).documentId,
      ...applicantInput(call.answers),
    }),
    async run(call) {
      const { documentId, shareCode } = okycQuery(call);
      const bytes = await deps.readDocument(call.leadId, documentId);
      const request = { documentId };
      if (!bytes) return unreadable(OKYC_NO_FILE, request, 'no-file');
      try {
        await deps.eraseDocument(call.leadId, documentId);
      } catch {
        // Nothing decided and the file still there: the next save reads it again.
        throw new PartnerUnavailable(OKYC_CALL, 'server-error', RETRY);
      }
      const mobile = answerText(call.answers.mobile);
      const read = await readOfflineEkyc(bytes, shareCode, {
        certificatePem:
          typeof deps.certificatePem === 'function' ? deps.certificatePem() : deps.certificatePem,
        now: deps.now(),
        ...(mobile ? { mobile } : {}),
      });
      if (!read.ok && read.reason === 'wrong-share-code') {
        return unreadable(OKYC_WRONG_SHARE_CODE, request, read.reason, 'shareCode');
      }
      if (!read.ok && FIXABLE.has(read.reason)) {
        return unreadable(read.message, request, read.reason);
      }
      if (!read.ok) return failed(read.message, request, read.reason);
      // Another person's file: never on to the confirmation (decision 062).
      const { name, dob, gender } = read.kyc;
      const other = kycMismatchAnswer(call.answers, { name, dob, gender }, request);
      if (other) return other;
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

const RETRY = 'Something went wrong. Please try again.';

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
