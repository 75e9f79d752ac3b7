import { describe, expect, it } from 'vitest';
import type { PartnerCallInput } from '../partnerCall.js';
import { SANDBOX_UIDAI_CERTIFICATE_PEM } from '../uidai/sandboxCertificate.js';
import { SANDBOX_RESIDENT, sandboxOfflineEkyc } from '../uidai/sandboxOfflineEkyc.js';
import { OKYC_NO_FILE, okycCall } from './okycCall.js';

const now = new Date('2026-11-20T10:00:00Z');
const LEAD = 'lead-1';
const DOC = 'doc-1';

async function callWith(files: Map<string, Uint8Array>) {
  return okycCall({
    // In memory: the documents module's storage is not this call's concern.
    readDocument: async (leadId, id) => files.get(`${leadId}/${id}`) ?? null,
    certificatePem: [SANDBOX_UIDAI_CERTIFICATE_PEM],
    now: () => now,
  });
}

const input = (answers: PartnerCallInput['answers']): PartnerCallInput => ({
  leadId: LEAD,
  stepId: 'step11',
  attempt: 1,
  answers,
  context: {},
  facts: {},
  userId: null,
});

describe('okyc (step11: the uploaded Aadhaar offline e-KYC ZIP)', () => {
  it('verifies the sandbox ZIP and keeps only name, dob, gender and the last 4 digits', async () => {
    const zip = await sandboxOfflineEkyc({ ...SANDBOX_RESIDENT, generatedAt: now });
    const call = await callWith(new Map([[`${LEAD}/${DOC}`, zip]]));
    const answer = await call.run(
      input({ aadhaarXml: DOC, shareCode: SANDBOX_RESIDENT.shareCode }),
    );
    expect(answer).toMatchObject({ kind: 'answered', outcome: 'verified' });
    const facts = answer.facts ?? {};
    expect(Object.keys(facts).sort()).toEqual(['aadhaarLast4', 'kycDob', 'kycGender', 'kycName']);
    expect(facts).toMatchObject({ kycName: SANDBOX_RESIDENT.name, kycDob: SANDBOX_RESIDENT.dob });
    expect(String(facts.aadhaarLast4)).toMatch(/^\d{4}$/);
    expect(JSON.stringify(answer)).not.toContain('<');
  });

  it('fails with the reader’s message on a wrong share code, and on another lead’s file', async () => {
    const zip = await sandboxOfflineEkyc({ ...SANDBOX_RESIDENT, generatedAt: now });
    const call = await callWith(new Map([[`${LEAD}/${DOC}`, zip]]));
    const wrong = await call.run(input({ aadhaarXml: DOC, shareCode: '9999' }));
    expect(wrong).toMatchObject({
      outcome: 'failed',
      facts: { message: 'The share code does not open this file' },
    });
    const missing = await call.run(input({ aadhaarXml: 'doc-2', shareCode: '1234' }));
    expect(missing).toMatchObject({ outcome: 'failed', facts: { message: OKYC_NO_FILE } });
  });
});
