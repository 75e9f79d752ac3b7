import { METRO_ELIGIBILITY_CALL } from '@tara/core';
import { describe, expect, it } from 'vitest';
import { PartnerUnavailable } from '../partnerCall.js';
import { metroCardNo, metroEligibilityCall } from './metroEligibilityCall.js';
import { METRO_SANDBOX_CARDS, METRO_SANDBOX_ERRORS, sandboxMetroEligibility } from './sandbox.js';

const call = metroEligibilityCall(sandboxMetroEligibility());
const input = (metroCardNumber: string, userId: string | null = 'u-1') => ({
  leadId: 'lead-1',
  stepId: 'step5',
  attempt: 1,
  answers: { metroCardNumber, metroHolderNumber: '1', mobile: '9876543210' },
  context: {},
  facts: {},
  userId,
});

describe('metro.cbEligibility (decision 043)', () => {
  it('sends the 10-character card, the user and the mobile (METRO-09, METRO-10)', () => {
    expect(metroCardNo({ metroCardNumber: '12 / 345678', metroHolderNumber: 7 })).toBe(
      '1234567807',
    );
    expect(call.input(input('12-345678'))).toEqual({
      metroCardNo: '1234567801',
      userId: 'u-1',
      mobile: '9876543210',
    });
  });

  it('answers eligible with the holder level, keeping the card and mobile masked', async () => {
    const result = await call.run(input('12-345678'));
    expect(result).toMatchObject({
      kind: 'answered',
      outcome: 'eligible',
      facts: { holderLevel: '01', cardLast4: '7801' },
    });
    const record = JSON.stringify(result.record);
    expect(record).not.toContain('1234567801');
    expect(record).not.toContain('9876543210');
  });

  it('joins the partner’s errors, or says ‘Error has occured’ (METRO-11)', async () => {
    expect(await call.run(input(METRO_SANDBOX_CARDS.notEligible))).toMatchObject({
      outcome: 'notEligible',
      facts: { message: METRO_SANDBOX_ERRORS.join(' ') },
    });
    expect(await call.run(input(METRO_SANDBOX_CARDS.notEligibleSilent))).toMatchObject({
      outcome: 'notEligible',
      facts: { message: 'Error has occured' },
    });
  });

  it('throws PartnerUnavailable with ‘Error has occured’ on a 5xx or without a user', async () => {
    for (const bad of [input(METRO_SANDBOX_CARDS.unavailable), input('12-345678', null)]) {
      const error = await call.run(bad).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PartnerUnavailable);
      expect((error as PartnerUnavailable).userMessage).toBe('Error has occured');
      expect((error as PartnerUnavailable).call).toBe(METRO_ELIGIBILITY_CALL);
    }
  });
});
