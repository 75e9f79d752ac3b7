import { describe, expect, it } from 'vitest';
import { PartnerUnavailable } from '../partnerCall.js';
import { DECLINED, NOT_ISSUED, oneYearFrom, sandboxInsurer } from './sandbox.js';
import { INSURER_UNAVAILABLE, type PolicyRequest } from './types.js';

const NOW = new Date('2026-11-24T10:00:00Z');
const insurer = sandboxInsurer({ now: () => NOW });

const term: PolicyRequest = {
  leadId: '6f1c2b9e-0000-4000-8000-000000000001',
  product: 'term',
  insurer: 'kotakLife',
  instrumentId: 14,
  planId: 302,
  sumInsuredPaise: 5_00_000_00,
  premiumPaise: 745_00,
  proposer: { name: 'Asha Verma', mobile: '9876543210', dob: '1990-08-15' },
  insured: [{ name: 'Asha Verma', relation: 'self', dob: '1990-08-15' }],
  nominee: { name: 'Ravi Verma', relation: 'Spouse', dob: '1988-01-02' },
  startDate: '2026-11-25',
};

describe('the insurer sandbox', () => {
  it('issues a year of cover with a policy number that depends on the proposal only', async () => {
    const answer = await insurer.issuePolicy(term, 1);
    expect(answer).toEqual({
      outcome: 'issued',
      policyNumber: expect.stringMatching(/^SBX-KLI-2026-\d{8}$/),
      startDate: '2026-11-25',
      endDate: '2027-11-24',
    });
    expect(await insurer.issuePolicy(term, 2)).toEqual(answer);
    const other = await insurer.issuePolicy({ ...term, leadId: 'another-lead' }, 1);
    expect(other.outcome === 'issued' && answer.outcome === 'issued').toBe(true);
    if (other.outcome === 'issued' && answer.outcome === 'issued') {
      expect(other.policyNumber).not.toBe(answer.policyNumber);
    }
  });

  it('refuses a mobile ending in 8 with its message', async () => {
    expect(
      await insurer.issuePolicy(
        { ...term, proposer: { ...term.proposer, mobile: '9876543218' } },
        1,
      ),
    ).toEqual({ outcome: 'refused', message: DECLINED });
  });

  it('takes a mobile ending in 7 before payment and refuses it at issuing', async () => {
    const reviewed = { ...term, proposer: { ...term.proposer, mobile: '9876543217' } };
    expect(await insurer.validateProposal(reviewed)).toEqual({ outcome: 'valid' });
    expect(await insurer.issuePolicy(reviewed, 1)).toEqual({
      outcome: 'refused',
      message: NOT_ISSUED,
    });
  });

  it('fails with a 5xx for a mobile ending in 9, on every attempt', async () => {
    const failing = { ...term, proposer: { ...term.proposer, mobile: '9876543219' } };
    for (const attempt of [1, 2, 3]) {
      const error = await insurer.issuePolicy(failing, attempt).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PartnerUnavailable);
      expect((error as PartnerUnavailable).userMessage).toBe(INSURER_UNAVAILABLE);
    }
  });

  it("refuses an insured person outside the product's ages with core's message", async () => {
    const old = {
      ...term,
      insured: [{ name: 'Asha Verma', relation: 'self' as const, dob: '1965-01-01' }],
    };
    expect(await insurer.issuePolicy(old, 1)).toEqual({
      outcome: 'refused',
      message: 'Asha Verma: Maximum entry age 60',
    });
    const bad = {
      ...term,
      insured: [{ name: 'Asha Verma', relation: 'self' as const, dob: '15/08/1990' }],
    };
    expect(await insurer.issuePolicy(bad, 1)).toEqual({
      outcome: 'refused',
      message: 'Asha Verma: Invalid date',
    });
  });

  it('checks each group health member by its own range', async () => {
    const self = { name: 'Asha Verma', relation: 'self' as const, dob: '1990-08-15' };
    const family: PolicyRequest = {
      ...term,
      product: 'groupHealth',
      insurer: 'hdfcErgo',
      instrumentId: 7,
      planId: 264,
      insured: [self, { name: 'Kiran Verma', relation: 'son', dob: '2026-08-24' }],
    };
    const issued = await insurer.issuePolicy(family, 1);
    expect(issued).toMatchObject({
      outcome: 'issued',
      policyNumber: expect.stringMatching(/^SBX-HEG-/),
    });
    const baby: PolicyRequest = {
      ...family,
      insured: [self, { name: 'Mira Verma', relation: 'daughter', dob: '2026-09-01' }],
    };
    expect(await insurer.issuePolicy(baby, 1)).toEqual({
      outcome: 'refused',
      message: 'Mira Verma: Minimum age 3 months',
    });
  });

  it('asks no age of a shop cover', async () => {
    const shop: PolicyRequest = {
      ...term,
      product: 'shop',
      insurer: 'kotakGeneral',
      instrumentId: 5,
      planId: 101,
      insured: [],
      nominee: null,
    };
    expect(await insurer.issuePolicy(shop, 1)).toMatchObject({ outcome: 'issued' });
  });
});

describe('oneYearFrom', () => {
  it('ends the cover a year on, less a day', () => {
    expect(oneYearFrom('2026-11-25')).toBe('2027-11-24');
    expect(oneYearFrom('2027-01-01')).toBe('2027-12-31');
    expect(oneYearFrom('2028-02-29')).toBe('2029-02-28');
    expect(oneYearFrom('2027-03-01')).toBe('2028-02-29');
  });
});
