import { describe, expect, it } from 'vitest';
import type { PayInit } from '../../api/paymentsApi';
import { paymentFailureReport, statusPath } from './payThrough';

describe('statusPath', () => {
  it('names a success by its payment id and a failure with payment=fail', () => {
    expect(statusPath('success', 'pay_ABCDEFGHIJKLMN')).toBe(
      '/payment/success?p=pay_ABCDEFGHIJKLMN',
    );
    expect(statusPath('fail', 'pay_ABCDEFGHIJKLMN')).toBe(
      '/payment/fail?payment=fail&p=pay_ABCDEFGHIJKLMN',
    );
    expect(statusPath('fail', null)).toBe('/payment/fail?payment=fail');
  });
});

describe('paymentFailureReport (PS-16)', () => {
  it('sends the spec’s failure text with what was being bought and the order', () => {
    const init = { pg_response: { id: 'order_ABCDEFGHIJKLMN' } } as unknown as PayInit;
    const purchase = {
      objectType: 21,
      objectId: '1',
      title: 'Tara Gold',
      invoiceAmount: '999',
      discountedPrice: '999',
    };
    expect(paymentFailureReport(init, purchase, '/membership')).toEqual({
      source: 'payment',
      message: 'We were unable to complete payment',
      path: '/membership',
      values: {
        objectType: 21,
        objectId: '1',
        title: 'Tara Gold',
        invoiceAmount: '999',
        orderId: 'order_ABCDEFGHIJKLMN',
      },
    });
  });
});
