import { describe, expect, it } from 'vitest';
import type { PartnerCallInput } from '../partnerCall.js';
import { PartnerUnavailable } from '../partnerCall.js';
import { offlineEkycXml } from '../uidai/offlineEkycXml.js';
import { SANDBOX_UIDAI_CERTIFICATE_PEM } from '../uidai/sandboxCertificate.js';
import {
  SANDBOX_RESIDENT,
  SANDBOX_SIGNER,
  sandboxOfflineEkyc,
  zipOfflineEkyc,
} from '../uidai/sandboxOfflineEkyc.js';
import { OKYC_NO_FILE, OKYC_WRONG_SHARE_CODE, okycCall } from './okycCall.js';

const now = new Date('2026-11-20T10:00:00Z');
const LEAD = 'lead-1';
const DOC = 'doc-1';

async function callWith(files: Map<string, Uint8Array>) {
  return okycCall({
    // In memory: the documents module's storage is not this call's concern.
    readDocument: async (leadId, id) => files.get(`${leadId}/${id}`) ?? null,
    eraseDocument: async (leadId, id) => {
      files.delete(`${leadId}/${id}`);
    },
    certificatePem: [SANDBOX_UIDAI_CERTIFICATE_PEM],
    now: () => now,
  });
}

/** The applicant is the sandbox resident, whose KYC the sandbox ZIP holds (decision 062). */
const RESIDENT = {
  fullName: SANDBOX_RESIDENT.name,
  gender: 'female',
  dobDate: '12',
  dobMonth: '04',
  dobYear: '1990',
};

const input = (answers: PartnerCallInput['answers']): PartnerCallInput => ({
  leadId: LEAD,
  stepId: 'step11',
  attempt: 1,
  answers: { ...RESIDENT, ...answers },
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

  it('refuses on step11 what the applicant can put right: a wrong share code, no file, not a ZIP', async () => {
    const zip = await sandboxOfflineEkyc({ ...SANDBOX_RESIDENT, generatedAt: now });
    const junk = new TextEncoder().encode('not a zip at all');
    const call = await callWith(
      new Map([
        [`${LEAD}/${DOC}`, zip],
        [`${LEAD}/junk`, junk],
      ]),
    );
    const wrong = await call.run(input({ aadhaarXml: DOC, shareCode: '9999' }));
    expect(wrong).toMatchObject({
      outcome: 'unreadable',
      facts: { message: OKYC_WRONG_SHARE_CODE, field: 'shareCode' },
    });
    const missing = await call.run(input({ aadhaarXml: 'doc-2', shareCode: '1234' }));
    expect(missing).toMatchObject({
      outcome: 'unreadable',
      facts: { message: OKYC_NO_FILE, field: 'aadhaarXml' },
    });
    const notZip = await call.run(input({ aadhaarXml: 'junk', shareCode: '1234' }));
    expect(notZip).toMatchObject({ outcome: 'unreadable', facts: { field: 'aadhaarXml' } });
  });

  it('fails the KYC (no refusal) when the file was changed after UIDAI signed it', async () => {
    const content = { ...SANDBOX_RESIDENT, generatedAt: now };
    const xml = offlineEkycXml(content, SANDBOX_SIGNER).replace('Asha Verma', 'Asha Varma');
    const tampered = await zipOfflineEkyc(xml, content.shareCode, now);
    const call = await callWith(new Map([[`${LEAD}/${DOC}`, tampered]]));
    const answer = await call.run(input({ aadhaarXml: DOC, shareCode: content.shareCode }));
    expect(answer).toMatchObject({ outcome: 'failed' });
    expect(answer.facts?.field).toBeUndefined();
  });

  describe('keeps nothing that opens the file (issue 20 item 3)', () => {
    it('deletes the ZIP as soon as it is read, verified or not; a second read finds nothing', async () => {
      const zip = await sandboxOfflineEkyc({ ...SANDBOX_RESIDENT, generatedAt: now });
      for (const shareCode of [SANDBOX_RESIDENT.shareCode, '9999']) {
        const files = new Map([[`${LEAD}/${DOC}`, zip]]);
        const call = await callWith(files);
        await call.run(input({ aadhaarXml: DOC, shareCode }));
        expect(files.size, `after share code ${shareCode}`).toBe(0);
        const again = await call.run(input({ aadhaarXml: DOC, shareCode }));
        expect(again).toMatchObject({
          outcome: 'unreadable',
          facts: { message: OKYC_NO_FILE, field: 'aadhaarXml' },
        });
      }
    });

    it('keeps the share code out of the input (whose hash is stored) and out of the record', async () => {
      const zip = await sandboxOfflineEkyc({
        ...SANDBOX_RESIDENT,
        shareCode: 'Qz#7',
        generatedAt: now,
      });
      const call = await callWith(new Map([[`${LEAD}/${DOC}`, zip]]));
      const question = input({ aadhaarXml: DOC, shareCode: 'Qz#7' });
      expect(call.input(question)).toEqual({
        documentId: DOC,
        applicantName: 'Asha Verma',
        applicantDob: '1990-04-12',
        applicantGender: 'F',
      });
      const answer = await call.run(question);
      expect(answer).toMatchObject({ outcome: 'verified' });
      expect(JSON.stringify(answer)).not.toContain('Qz#7');
    });

    it('reads nothing further when the file cannot be deleted: the next save tries again', async () => {
      const zip = await sandboxOfflineEkyc({ ...SANDBOX_RESIDENT, generatedAt: now });
      const call = okycCall({
        readDocument: async () => zip,
        eraseDocument: async () => {
          throw new Error('store down');
        },
        certificatePem: [SANDBOX_UIDAI_CERTIFICATE_PEM],
        now: () => now,
      });
      await expect(
        call.run(input({ aadhaarXml: DOC, shareCode: SANDBOX_RESIDENT.shareCode })),
      ).rejects.toBeInstanceOf(PartnerUnavailable);
    });
  });

  describe('another person’s file (issue 20 item 6)', () => {
    it('answers mismatch with what differs, the name masked and the year of birth only', async () => {
      const zip = await sandboxOfflineEkyc({ ...SANDBOX_RESIDENT, generatedAt: now });
      const call = await callWith(new Map([[`${LEAD}/${DOC}`, zip]]));
      const suresh = {
        fullName: 'Suresh Kumar Patil',
        gender: 'male',
        dobDate: '01',
        dobMonth: '06',
        dobYear: '1985',
      };
      const answer = await call.run(
        input({ ...suresh, aadhaarXml: DOC, shareCode: SANDBOX_RESIDENT.shareCode }),
      );
      expect(answer).toEqual({
        kind: 'answered',
        outcome: 'mismatch',
        facts: {
          kycMismatch: 'name, date of birth and gender',
          kycName: 'A*** V****',
          kycDob: '1990-XX-XX',
          kycGender: 'F',
        },
        record: {
          request: { documentId: DOC },
          response: { mismatch: ['name', 'dob', 'gender'] },
        },
      });
    });

    it('takes the resident’s own name written another way (initials, order, case)', async () => {
      const zip = await sandboxOfflineEkyc({ ...SANDBOX_RESIDENT, generatedAt: now });
      const call = await callWith(new Map([[`${LEAD}/${DOC}`, zip]]));
      const answer = await call.run(
        input({ fullName: 'VERMA A', aadhaarXml: DOC, shareCode: SANDBOX_RESIDENT.shareCode }),
      );
      expect(answer).toMatchObject({ outcome: 'verified' });
    });
  });
});
