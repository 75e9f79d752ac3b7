import { catalogue, type ProductEntry } from '@tara/core/productList';
import { describe, expect, it } from 'vitest';
import type { PurchaseStatus } from '../../api/paymentsApi';
import { MAX_STATUS_POLLS, statusViewOf, successAction } from './statusView';

const status = (state: PurchaseStatus['state'], errors: string[] = []): PurchaseStatus => ({
  purchase_id: 'p1',
  state,
  title: 'Tara Gold',
  object_type: 21,
  object_id: '1',
  amount_paise: 99_900,
  invoice_amount: '999',
  gst: { base_paise: 84_661, gst_paise: 15_239, rate_percent: 18, exempt_paise: 0 },
  order_id: 'order_ABCDEFGHIJKLMN',
  payment_id: 'pay_ABCDEFGHIJKLMN',
  paid_at: null,
  errors,
  fulfilment: null,
  refunds: [],
});

describe('statusViewOf', () => {
  it('shows success, failure and the handler’s errors as they come', () => {
    expect(statusViewOf(status('fulfilled'), 0)?.kind).toBe('success');
    expect(statusViewOf(status('failed'), 0)).toEqual({ kind: 'failed', retry: true });
    expect(statusViewOf(status('paid', ['Plan gone.']), 0)).toEqual({
      kind: 'error',
      errors: ['Plan gone.'],
    });
  });

  it('shows the refund of a refused purchase with its errors (decision 081)', () => {
    const refund = {
      refund_id: 'r1',
      reference: 'rfnd_ABCDEFGHIJKLMN',
      status: 'processed' as const,
      amount_paise: 99_900,
      amount: '₹999',
      payment_id: 'pay_ABCDEFGHIJKLMN',
      purchase_id: 'p1',
      reason: 'Plan gone.',
      started_on: '28/11/2026',
      timeline: 'Refund started on 28/11/2026.',
    };
    expect(statusViewOf({ ...status('paid', ['Plan gone.']), refunds: [refund] }, 0)).toEqual({
      kind: 'error',
      errors: ['Plan gone.'],
      refunds: [refund],
    });
  });

  it('asks again while the payment is processing, then gives up', () => {
    expect(statusViewOf(status('paid'), 0)).toBeNull();
    expect(statusViewOf(status('pending'), MAX_STATUS_POLLS - 2)).toBeNull();
    expect(statusViewOf(status('paid'), MAX_STATUS_POLLS - 1)).toEqual({
      kind: 'error',
      errors: [],
    });
    expect(statusViewOf(status('pending'), MAX_STATUS_POLLS - 1)).toEqual({
      kind: 'failed',
      retry: true,
    });
  });

  it('sends an extended warranty’s buyer back to the journey, others to explore', () => {
    expect(successAction({ ...status('fulfilled'), object_type: 18 })).toEqual({
      label: 'See your warranty',
      path: '/ew',
    });
    expect(successAction(status('fulfilled'))).toEqual({
      label: 'Explore more',
      path: '/membership',
    });
    expect(successAction({ ...status('fulfilled'), object_type: 19 })).toEqual({
      label: 'See your policy',
      path: '/insurance/congrates',
    });
    // An insurance combo (objectType 20, decision 055) too.
    expect(successAction({ ...status('fulfilled'), object_type: 20 }).path).toBe(
      '/insurance/congrates',
    );
    expect(successAction(null).path).toBe('/membership');
  });

  it('takes the button from the bought product’s descriptor, not from its name', () => {
    const [first] = catalogue.products;
    if (!first) throw new Error('no products');
    // A product paid under an object type nothing sells today (METRO's, 12).
    const gadget: ProductEntry = {
      ...first,
      sells: {
        objectType: 12,
        priceRule: 'ewQuote',
        afterPayment: { label: 'See your gadget cover', path: '/gadget/congrates' },
      },
    };
    const bought = { ...status('fulfilled'), object_type: 12 };
    expect(successAction(bought, [...catalogue.products, gadget])).toEqual({
      label: 'See your gadget cover',
      path: '/gadget/congrates',
    });
    expect(successAction(bought).path).toBe('/membership');
  });
});
