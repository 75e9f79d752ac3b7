import { type CreditReport, scoreFactors } from '@tara/core';
import { describe, expect, it } from 'vitest';
import { PartnerUnavailable } from '../partnerCall.js';
import { fileEmail, fileMobile, sandboxBureau } from './sandbox.js';
import type { BureauAnswer, BureauQuery } from './types.js';

// The bureau sandbox's documented table (sandbox.ts, decision 034).

const bureau = sandboxBureau({ now: () => new Date('2026-11-24T06:00:00Z') });
const query = (pan: string | null, mobile = '9876543211'): BureauQuery => ({
  pan,
  mobile,
  firstName: 'Asha',
  lastName: 'Verma',
});

function reportOf(answer: BureauAnswer): CreditReport {
  if (answer.outcome !== 'found') throw new Error(`expected a report, got ${answer.outcome}`);
  return answer.report;
}

describe('the bureau sandbox', () => {
  it('finds a good report for an ordinary PAN, the same every time', async () => {
    const first = reportOf(await bureau.pull(query('ABCDE1234F'), 1));
    expect(first.score).toBeGreaterThanOrEqual(750);
    expect(first.score).toBeLessThanOrEqual(900);
    expect(first.generatedOn).toBe('2026-11-24');
    expect(first.accounts.length).toBeGreaterThan(2);
    for (const account of first.accounts) {
      expect(account.accountLast4).toMatch(/^\d{4}$/);
      expect(account.daysPastDue.length).toBeLessThanOrEqual(36);
      expect(account.openedOn < first.generatedOn).toBe(true);
    }
    expect(reportOf(await bureau.pull(query('ABCDE1234F'), 1))).toEqual(first);
    expect(reportOf(await bureau.pull(query('PQRSX1234F'), 1))).not.toEqual(first);
  });

  it('shapes the history by the PAN: poor, fair and new to credit', async () => {
    const poor = reportOf(await bureau.pull(query('ABCDE1233F'), 1));
    expect(poor.score).toBeLessThan(650);
    const ratings = Object.fromEntries(scoreFactors(poor).map((f) => [f.id, f.rating]));
    expect(ratings.paymentHistory).toBe('poor');
    expect(ratings.utilisation).toBe('poor');
    const fair = reportOf(await bureau.pull(query('ABCDE1232F'), 1));
    expect(fair.score).toBeGreaterThanOrEqual(660);
    expect(fair.score).toBeLessThan(750);
    const fairRatings = Object.fromEntries(scoreFactors(fair).map((f) => [f.id, f.rating]));
    expect(fairRatings.paymentHistory).toBe('fair');
    const fresh = reportOf(await bureau.pull(query('ABCDE1230F'), 1));
    expect(fresh).toMatchObject({ score: null, accounts: [], enquiries: [] });
  });

  it('holds no file for a PAN starting NOCRP', async () => {
    expect(await bureau.pull(query('NOCRP1234A'), 1)).toMatchObject({ outcome: 'notFound' });
  });

  it('cannot be reached for a 9th character 9', async () => {
    for (const attempt of [1, 2]) {
      await expect(bureau.pull(query('ABCDE1239F'), attempt)).rejects.toBeInstanceOf(
        PartnerUnavailable,
      );
    }
  });

  it('answers the masked mobile on file for a 9th character 6, and the report for that mobile', async () => {
    const pan = 'ABCDE1236F';
    const mismatch = await bureau.pull(query(pan), 1);
    expect(mismatch).toMatchObject({ outcome: 'mobileMismatch', maskedMobile: 'XXXXXX5521' });
    expect(fileMobile(pan)).toBe('9812365521');
    expect((await bureau.pull(query(pan, '9812365521'), 1)).outcome).toBe('found');
  });

  it('answers the masked e-mail on file for a 9th character 7, and the report for that e-mail', async () => {
    const pan = 'ABCDE1237F';
    expect(fileEmail(pan)).toBe('bureau.1237@example.com');
    expect(await bureau.pull(query(pan), 1)).toEqual({
      outcome: 'emailMismatch',
      stageOneId: expect.stringMatching(/^STG1-SBX-/),
      maskedEmail: 'bu*********@example.com',
    });
    const own = await bureau.pull({ ...query(pan), email: 'Bureau.1237@example.com' }, 1);
    expect(own.outcome).toBe('found');
  });

  it("answers both masked contacts for a 9th character 8 until both are the file's", async () => {
    const pan = 'ABCDE1238F';
    const both = await bureau.pull({ ...query(pan), email: fileEmail(pan) }, 1);
    expect(both).toMatchObject({
      outcome: 'emailMismatch',
      maskedEmail: 'bu*********@example.com',
      maskedMobile: 'XXXXXX5521',
    });
    const own = { ...query(pan, fileMobile(pan)), email: fileEmail(pan) };
    expect((await bureau.pull(own, 1)).outcome).toBe('found');
  });

  it('finds the file in another name for a 9th character 1', async () => {
    expect(await bureau.pull(query('ABCDE1231F'), 1)).toMatchObject({
      outcome: 'identityMismatch',
    });
  });

  it('asks for stage two for a 9th character 5 and answers it with both ids', async () => {
    const first = await bureau.pull(query('ABCDE1235F'), 1);
    if (first.outcome !== 'stageTwo') throw new Error(first.outcome);
    const ids = { stageOneId: first.stageOneId, stageTwoId: first.stageTwoId };
    const second = await bureau.confirm(ids, 1);
    expect(second).toMatchObject({ outcome: 'found', ...ids });
    expect(JSON.stringify(ids)).not.toContain('1235');
    const wrong = await bureau.confirm({ ...ids, stageTwoId: 'STG2-X' }, 1);
    expect(wrong.outcome).toBe('notFound');
  });

  it('searches by name and mobile without a PAN only as an enhanced search', async () => {
    const enhanced = { ...query(null), enhancedSearch: true };
    expect((await bureau.pull(enhanced, 1)).outcome).toBe('found');
    expect((await bureau.pull({ ...enhanced, mobile: '9876543200' }, 1)).outcome).toBe('notFound');
    await expect(bureau.pull(query(null), 1)).rejects.toThrow(/PAN/);
  });
});
