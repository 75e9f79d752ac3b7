import { describe, expect, it } from 'vitest';
import { PartnerUnavailable } from '../partnerCall.js';
import { ckycCall, ckycQuery } from './ckycCall.js';
import { sandboxCkyc } from './sandbox.js';

// The CKYC sandbox's documented table (sandbox.ts, decision 021) and the call built on it.

const client = sandboxCkyc({ lateMs: 5 });
const query = (pan: string) => ({ pan, dob: '1990-05-15', name: 'Asha Verma' });
const question = (answers: Record<string, string>) => ({
  leadId: 'lead',
  stepId: 'step10',
  answers,
  context: {},
  facts: {},
  userId: null,
});

describe('the CKYC sandbox', () => {
  it('finds a record for an ordinary PAN, holding the name and date of birth given', async () => {
    expect(await client.search(query('ABCDE1234F'), 1)).toEqual({
      outcome: 'verified',
      name: 'ASHA VERMA',
      dob: '1990-05-15',
      ckycRef: 'CKYC-SBX-1234',
    });
  });

  it('finds none for a PAN starting NOKPC', async () => {
    expect(await client.search(query('NOKPC1234A'), 1)).toEqual({ outcome: 'failed' });
  });

  it('cannot be reached for a PAN whose last digit is 9, on every attempt', async () => {
    for (const attempt of [1, 2, 3]) {
      await expect(client.search(query('ABCDE1239F'), attempt)).rejects.toBeInstanceOf(
        PartnerUnavailable,
      );
    }
  });

  it('fails the first attempt only for a last digit 8', async () => {
    await expect(client.search(query('NOKPC1238A'), 1)).rejects.toBeInstanceOf(PartnerUnavailable);
    expect(await client.search(query('NOKPC1238A'), 2)).toEqual({ outcome: 'failed' });
  });

  it('answers late for a last digit 7', async () => {
    const started = Date.now();
    expect(await client.search(query('ABCDE1237F'), 1)).toMatchObject({ outcome: 'verified' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4);
  });
});

describe('the ckyc call', () => {
  const call = ckycCall(client);

  it('asks with the PAN upper-cased and the date of birth as YYYY-MM-DD', () => {
    expect(
      ckycQuery(
        question({
          pancard: 'abcde1234f',
          dob: '15/05/1990',
          firstName: 'Asha',
          lastName: 'Verma',
        }),
      ),
    ).toEqual({
      pan: 'ABCDE1234F',
      dob: '1990-05-15',
      name: 'Asha Verma',
    });
  });

  it('refuses to ask without a PAN or a date of birth (a journey bug)', () => {
    expect(() => call.input({ ...question({ pancard: 'ABCDE1234F' }), attempt: 0 })).toThrow(
      'ckyc needs',
    );
  });

  it('answers masked facts and a masked record', async () => {
    const result = await call.run({
      ...question({ pancard: 'ABCDE1234F', dob: '1990-05-15', fullName: 'Asha Verma' }),
      attempt: 1,
    });
    expect(result).toEqual({
      kind: 'answered',
      outcome: 'verified',
      facts: { kycName: 'A*** V****', kycDob: '1990-XX-XX', ckycRef: 'CKYC-SBX-1234' },
      record: {
        request: { pan: 'XXXXX1234X', dob: '1990-XX-XX', name: 'A*** V****' },
        response: {
          found: true,
          kycName: 'A*** V****',
          kycDob: '1990-XX-XX',
          ckycRef: 'CKYC-SBX-1234',
        },
      },
    });
  });

  it('answers mismatch for a record of another person (OTHPR…), masked (issue 20 item 6)', async () => {
    const result = await call.run({
      ...question({ pancard: 'OTHPR1234A', dob: '1990-05-15', fullName: 'Asha Verma' }),
      attempt: 1,
    });
    expect(result).toMatchObject({
      kind: 'answered',
      outcome: 'mismatch',
      facts: {
        kycMismatch: 'name, date of birth and gender',
        kycName: 'R*** K****',
        kycDob: '1979-XX-XX',
        kycGender: 'M',
      },
    });
    expect(JSON.stringify(result)).not.toContain('RAVI');
  });
});
