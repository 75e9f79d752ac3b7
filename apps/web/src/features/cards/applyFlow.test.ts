import { CARD_REQUEST_REJECTED } from '@tara/core/cardLeads';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import type { ApplyAnswer } from '../../api/cardsApi';
import type { ApplyFn } from './applyFlow';
import { answerOutcome, appPath, submitApplication } from './applyFlow';
import { createKeyRing } from './keyRing';

const APPROVED: ApplyAnswer = {
  status: 1,
  referenceId: 'SBI-1A2B3C4D5E',
  declineReason: null,
  providerId: 61,
  leadId: 'lead-1',
  cardId: 2,
  redirect: 'bookings-done/1/61',
  message: null,
};

const REJECTED: ApplyAnswer = {
  ...APPROVED,
  status: 3,
  referenceId: null,
  declineReason: 'Policy: income below threshold',
  redirect: 'credit-card/offers?status=rejected&provider=61',
  message: CARD_REQUEST_REJECTED,
};

const CARD = { name: 'SBI Card ELITE', issuer: 'SBI Card' };

describe('answerOutcome', () => {
  it("follows the server's redirect and keeps the success record", () => {
    const outcome = answerOutcome(APPROVED, 'credit-card/offers', CARD);
    expect(outcome).toMatchObject({
      to: '/bookings-done/1/61',
      rejected: false,
      set: 'chqCardResponse',
      remove: 'chqCardResponseFailure',
    });
    expect(outcome.record).toEqual({
      providerId: 61,
      status: 1,
      referenceId: 'SBI-1A2B3C4D5E',
      declineReason: null,
      leadId: 'lead-1',
      cardId: 2,
      cardName: 'SBI Card ELITE',
      issuer: 'SBI Card',
    });
  });

  it('keeps the failure record on status 3', () => {
    const outcome = answerOutcome(REJECTED, 'credit-card/offers', CARD);
    expect(outcome).toMatchObject({
      to: '/credit-card/offers?status=rejected&provider=61',
      rejected: true,
      set: 'chqCardResponseFailure',
      remove: 'chqCardResponse',
    });
  });

  it("uses core's routes when the server sends none", () => {
    expect(answerOutcome({ ...APPROVED, redirect: '' }, '', null).to).toBe('/bookings-done/1/61');
    expect(answerOutcome({ ...REJECTED, redirect: '' }, 'credit-card/offers', null).to).toBe(
      '/credit-card/offers?status=rejected&provider=61',
    );
    expect(
      answerOutcome({ ...REJECTED, redirect: '' }, 'credit-cards/rbl/x/instant-apply/review', null)
        .to,
    ).toBe('/bookings-done/rejected/61');
  });

  it('makes app paths of server routes', () => {
    expect(appPath('bookings-done/1/61')).toBe('/bookings-done/1/61');
    expect(appPath('/bookings-done/1/61')).toBe('/bookings-done/1/61');
  });
});

describe('submitApplication', () => {
  const body = { leadId: 'lead-1', cardId: 2, lastLocation: 'credit-card/offers' };

  it('answers with the route and settles the key', async () => {
    const apply = vi.fn<ApplyFn>().mockResolvedValue(APPROVED);
    const outcome = await submitApplication(body, createKeyRing(), apply, CARD);
    expect(outcome).toMatchObject({ kind: 'answered', to: '/bookings-done/1/61', rejected: false });
  });

  it('reuses the Idempotency-Key when the bank could not be reached (502)', async () => {
    let n = 0;
    const keys = createKeyRing(() => `k-${++n}`);
    const apply = vi
      .fn<ApplyFn>()
      .mockRejectedValueOnce(
        new ApiError(502, [
          'The bank could not be reached. Your application is saved; please try again.',
        ]),
      )
      .mockResolvedValueOnce(APPROVED);
    const first = await submitApplication(body, keys, apply, CARD);
    expect(first).toEqual({
      kind: 'failed',
      message: 'The bank could not be reached. Your application is saved; please try again.',
    });
    const second = await submitApplication(body, keys, apply, CARD);
    expect(second.kind).toBe('answered');
    expect(apply.mock.calls.map((c) => c[1])).toEqual(['k-1', 'k-1']);
  });

  it('says a network failure in plain words', async () => {
    const apply = vi.fn<ApplyFn>().mockRejectedValue(new TypeError('fetch failed'));
    const outcome = await submitApplication(body, createKeyRing(), apply, CARD);
    expect(outcome.kind).toBe('failed');
  });

  it('refuses with the field messages on 422 and takes a new key next time', async () => {
    let n = 0;
    const keys = createKeyRing(() => `k-${++n}`);
    const apply = vi
      .fn<ApplyFn>()
      .mockRejectedValueOnce(
        new ApiError(422, ['Please enter a valid PAN'], { pancard: 'Please enter a valid PAN' }),
      )
      .mockResolvedValueOnce(APPROVED);
    const first = await submitApplication(body, keys, apply, CARD);
    expect(first).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Please enter a valid PAN',
      fields: { pancard: 'Please enter a valid PAN' },
    });
    await submitApplication(body, keys, apply, CARD);
    expect(apply.mock.calls.map((c) => c[1])).toEqual(['k-1', 'k-2']);
  });
});
