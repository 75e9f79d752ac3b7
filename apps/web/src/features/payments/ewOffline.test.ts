import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import type { PurchaseStatus } from '../../api/paymentsApi';
import { ewOfflineBody, ewOfflineInfo } from './ewOffline';

const status = (patch: Partial<PurchaseStatus> = {}): PurchaseStatus => ({
  purchase_id: 'p1',
  state: 'fulfilled',
  title: '2 years extended warranty',
  object_type: 18,
  object_id: '2f1d6c3e-0000-4000-8000-000000000001',
  amount_paise: 2_125_00,
  invoice_amount: '2,125',
  gst: { base_paise: 1_800_85, gst_paise: 324_15, rate_percent: 18, exempt_paise: 0 },
  order_id: 'order_ABCDEFGHIJKLMN',
  payment_id: 'pay_ABCDEFGHIJKLMN',
  paid_at: null,
  errors: [],
  fulfilment: null,
  refunds: [],
  ...patch,
});

describe('the extended warranty’s offline pay on the status screen (PS-15, EW-04, EW-06)', () => {
  it('sends the warranty, its payment and the signed-in user, for a fulfilled warranty only', () => {
    expect(ewOfflineBody(status(), 'u1')).toEqual({
      ewId: '2f1d6c3e-0000-4000-8000-000000000001',
      transactionId: 'pay_ABCDEFGHIJKLMN',
      userId: 'u1',
    });
    expect(ewOfflineBody(status({ object_type: 21 }), 'u1')).toBeNull();
    expect(ewOfflineBody(status({ state: 'paid' }), 'u1')).toBeNull();
    expect(ewOfflineBody(status({ payment_id: null }), 'u1')).toBeNull();
    expect(ewOfflineBody(status(), null)).toBeNull();
    expect(ewOfflineBody(null, 'u1')).toBeNull();
  });

  it('shows nothing more when the call succeeds', async () => {
    const post = vi.fn(async () => ({}));
    expect(await ewOfflineInfo(status(), 'u1', post)).toEqual([]);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows a 400’s errors as information', async () => {
    const post = vi.fn(async () => {
      throw new ApiError(400, ['This payment is not the one that paid for this warranty.']);
    });
    expect(await ewOfflineInfo(status(), 'u1', post)).toEqual([
      'This payment is not the one that paid for this warranty.',
    ]);
  });

  it('proceeds anyway on any other error', async () => {
    for (const error of [
      new ApiError(500, ['Server error']),
      new ApiError(0, []),
      new Error('x'),
    ]) {
      expect(
        await ewOfflineInfo(status(), 'u1', async () => {
          throw error;
        }),
      ).toEqual([]);
    }
  });

  it('makes no call for other purchases', async () => {
    const post = vi.fn(async () => ({}));
    expect(await ewOfflineInfo(status({ object_type: 21 }), 'u1', post)).toEqual([]);
    expect(post).not.toHaveBeenCalled();
  });
});
