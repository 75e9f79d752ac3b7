import type { LeadSaveBody, LeadSaveResponse, LeadView } from '@tara/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from '../api/ApiError';
import { createKeyRing } from './keyRing';
import type { SaveFn } from './saveStep';
import { route, saveStep } from './saveStep';

const body: LeadSaveBody = {
  journey: 'credit-cards/sbi',
  step: 'step1',
  productId: 3,
  providerId: 3,
  instrumentId: null,
  firstname: 'Asha',
};

function saved(lastLoc: string, leadId = 'lead-1'): LeadSaveResponse {
  const lead = { lead_id: leadId, version: 1, answers: {}, history: [], current: null };
  return {
    data: { results: { ...(lead as unknown as LeadView), skipped: [], dropped: [] } },
    metadata: { last_loc: lastLoc, user_data: { user_id: 'user-9' } },
    lead_id: leadId,
  };
}

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('saveStep', () => {
  it('adds a lead when there is none, and goes to / + last_loc', async () => {
    const save = vi.fn<SaveFn>(async () => saved('credit-cards/sbi/step2'));
    const outcome = await saveStep(body, null, createKeyRing(counter()), save);
    expect(save).toHaveBeenCalledWith('add', body, 'key-1');
    expect(outcome).toMatchObject({
      kind: 'saved',
      to: '/credit-cards/sbi/step2',
      userId: 'user-9',
    });
  });

  it('updates an existing lead with its leadId', async () => {
    const save = vi.fn<SaveFn>(async () => saved('credit-card/offers'));
    const outcome = await saveStep(body, 'lead-7', createKeyRing(counter()), save);
    expect(save).toHaveBeenCalledWith('update', { ...body, leadId: 'lead-7' }, 'key-1');
    expect(outcome).toMatchObject({ kind: 'saved', to: '/credit-card/offers' });
  });

  it('starts again with add when the lead is gone (404 on update)', async () => {
    const save = vi.fn<SaveFn>(async (mode) => {
      if (mode === 'update') throw new ApiError(404, ['Lead not found']);
      return saved('credit-cards/sbi/step2', 'lead-2');
    });
    const outcome = await saveStep(body, 'lead-1', createKeyRing(counter()), save);
    expect(save.mock.calls.map(([mode]) => mode)).toEqual(['update', 'add']);
    expect(save.mock.calls[1]?.[1]).not.toHaveProperty('leadId');
    expect(save.mock.calls[1]?.[2]).toBe('key-2');
    expect(outcome).toMatchObject({ kind: 'saved', lead: { lead_id: 'lead-2' } });
  });

  it('sends the user where the server says on 409 (guard or skip-ahead)', async () => {
    const save = vi.fn<SaveFn>(async () => {
      throw new ApiError(
        409,
        ['Please complete the earlier steps first'],
        {},
        'credit-cards/sbi/step3',
      );
    });
    const outcome = await saveStep(body, 'lead-1', createKeyRing(counter()), save);
    expect(outcome).toEqual({ kind: 'moved', to: '/credit-cards/sbi/step3' });
  });

  it('returns a 422 as a rejection: errors joined by a space and the field messages', async () => {
    const save = vi.fn<SaveFn>(async () => {
      throw new ApiError(422, ['Required', 'Please enter a valid PAN'], {
        pancard: 'Please enter a valid PAN',
      });
    });
    const outcome = await saveStep(body, null, createKeyRing(counter()), save);
    expect(outcome).toEqual({
      kind: 'rejected',
      message: 'Required Please enter a valid PAN',
      fields: { pancard: 'Please enter a valid PAN' },
    });
  });

  it('treats a 409 without a location (reused idempotency key) as a rejection', async () => {
    const save = vi.fn<SaveFn>(async () => {
      throw new ApiError(409, ['Idempotency key reused with a different request']);
    });
    const outcome = await saveStep(body, null, createKeyRing(counter()), save);
    expect(outcome.kind).toBe('rejected');
  });

  it('reuses the Idempotency-Key when the same submit is retried after a network failure', async () => {
    const keys = createKeyRing(counter());
    const save = vi
      .fn<SaveFn>()
      .mockRejectedValueOnce(new ApiError(0, [NETWORK_MESSAGE]))
      .mockRejectedValueOnce(new ApiError(503, ['Service unavailable']))
      .mockResolvedValueOnce(saved('credit-cards/sbi/step2'));
    expect(await saveStep(body, null, keys, save)).toEqual({
      kind: 'failed',
      message: NETWORK_MESSAGE,
    });
    expect((await saveStep(body, null, keys, save)).kind).toBe('failed');
    expect((await saveStep(body, null, keys, save)).kind).toBe('saved');
    expect(save.mock.calls.map(([, , key]) => key)).toEqual(['key-1', 'key-1', 'key-1']);
    // The next submit is a new attempt.
    save.mockResolvedValueOnce(saved('credit-cards/sbi/step2'));
    await saveStep(body, null, keys, save);
    expect(save.mock.calls[3]?.[2]).toBe('key-2');
  });

  it('uses a new key when the values changed between attempts', async () => {
    const keys = createKeyRing(counter());
    const save = vi.fn<SaveFn>().mockRejectedValueOnce(new ApiError(0, [NETWORK_MESSAGE]));
    await saveStep(body, null, keys, save);
    save.mockResolvedValueOnce(saved('x'));
    await saveStep({ ...body, firstname: 'Asha K' }, null, keys, save);
    expect(save.mock.calls.map(([, , key]) => key)).toEqual(['key-1', 'key-2']);
  });

  it('maps an unexpected exception to a failure the user can retry', async () => {
    const save = vi.fn<SaveFn>(async () => {
      throw new Error('boom');
    });
    expect(await saveStep(body, null, createKeyRing(counter()), save)).toEqual({
      kind: 'failed',
      message: NETWORK_MESSAGE,
    });
  });
});

describe('route', () => {
  it('turns a last location into an app path', () => {
    expect(route('credit-cards/sbi/step2')).toBe('/credit-cards/sbi/step2');
    expect(route('/credit-card/offers')).toBe('/credit-card/offers');
  });
});

describe('saveStep, a partner that could not answer', () => {
  it('goes where a 503 says (the credit line’s results) and keeps the error for that page', async () => {
    const { readCallFailure } = await import('../lib/callFailure');
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
    });
    vi.stubGlobal('location', { pathname: '/credit-line/nacl/step3' });
    try {
      const save = vi.fn<SaveFn>(async () => {
        throw new ApiError(503, ['Something went wrong'], {}, 'credit-line/results');
      });
      const outcome = await saveStep(body, 'lead-1', createKeyRing(counter()), save);
      expect(outcome).toEqual({ kind: 'moved', to: '/credit-line/results' });
      expect(readCallFailure()).toEqual({
        errors: ['Something went wrong'],
        from: '/credit-line/nacl/step3',
      });
      // A 503 without a route stays a retry on the step.
      const plain = vi.fn<SaveFn>(async () => {
        throw new ApiError(503, ['Something went wrong']);
      });
      expect(await saveStep(body, 'lead-1', createKeyRing(counter()), plain)).toEqual({
        kind: 'failed',
        message: 'Something went wrong',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('saveStep, OTP and field failures (METRO-05, decision 043)', () => {
  it('marks a rejection as an invalid OTP only when the server says so', async () => {
    const wrong = vi.fn<SaveFn>(async () => {
      throw new ApiError(422, ['Incorrect OTP'], { otp: 'Incorrect OTP' }, null, {
        isInvalidOtp: true,
      });
    });
    expect(await saveStep(body, 'lead-1', createKeyRing(counter()), wrong)).toEqual({
      kind: 'rejected',
      message: 'Incorrect OTP',
      fields: { otp: 'Incorrect OTP' },
      invalidOtp: true,
    });
    const other = vi.fn<SaveFn>(async () => {
      throw new ApiError(422, ['Too many attempts'], { otp: 'Too many attempts' });
    });
    const outcome = await saveStep(body, 'lead-1', createKeyRing(counter()), other);
    expect(outcome).toEqual({
      kind: 'rejected',
      message: 'Too many attempts',
      fields: { otp: 'Too many attempts' },
    });
  });

  it('keeps the field a partner’s 5xx names, to show its words there', async () => {
    const down = vi.fn<SaveFn>(async () => {
      throw new ApiError(503, ['Error has occured'], { metroCardNumber: 'Error has occured' });
    });
    expect(await saveStep(body, 'lead-1', createKeyRing(counter()), down)).toEqual({
      kind: 'failed',
      message: 'Error has occured',
      fields: { metroCardNumber: 'Error has occured' },
    });
  });
});
