import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPaymentSession, writePaymentSession } from './paymentSession';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubStorage(values: Record<string, string> = {}) {
  const store = new Map(Object.entries(values));
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
  return store;
}

const session = {
  issuance: { object_id: '1', object_type: 21, preferred_pg: 1, is_prefill_allowed: true },
  voucher: {
    pretty_name: 'Tara Gold',
    preferred_pg_text: 'Razorpay',
    title: 'Tara Gold',
    discounted_price: '999',
    invoice_amount: '999',
  },
  pObj: { razorPayKey: 'rzp_test_TaraSandbox000', orderId: 'order_ABCDEFGHIJKLMN' },
};

describe('the payment session (PAY-08)', () => {
  it('keeps issuanceResp, voucherChosen and pObj under the spec’s keys', () => {
    const store = stubStorage();
    writePaymentSession(session);
    expect([...store.keys()].sort()).toEqual(['issuanceResp', 'pObj', 'voucherChosen']);
    expect(readPaymentSession()).toEqual({
      issuance: session.issuance,
      voucher: session.voucher,
      pObj: session.pObj,
    });
  });

  it('reads nothing from missing, broken or foreign values', () => {
    stubStorage({ issuanceResp: '{not json', voucherChosen: '{"title":1}', pObj: '"x"' });
    expect(readPaymentSession()).toEqual({ issuance: null, voucher: null, pObj: null });
  });
});
