import { describe, expect, it } from 'vitest';
import {
  checkoutDescription,
  homeMessage,
  joinedErrors,
  PAYMENT_STATUS_TEXT,
  PREFERRED_PG,
  paymentStatusCheck,
  retryPaymentLabel,
  supportFooter,
  withSupportSuffix,
} from './paymentStatus.js';

describe('paymentStatusCheck (PS-04..PS-06)', () => {
  it('checks an id of 12 characters or more', () => {
    expect(paymentStatusCheck({ payment: null, p: 'pay_123456789' })).toEqual({
      kind: 'check',
      paymentId: 'pay_123456789',
    });
    expect(paymentStatusCheck({ payment: 'success', p: '123456789012' }).kind).toBe('check');
  });

  it('fails payment=fail, a short id (with retry) and a missing id (without)', () => {
    expect(paymentStatusCheck({ payment: 'fail', p: 'pay_123456789' })).toEqual({
      kind: 'failed',
      retry: true,
    });
    expect(paymentStatusCheck({ payment: null, p: '12345678901' })).toEqual({
      kind: 'failed',
      retry: true,
    });
    expect(paymentStatusCheck({ payment: null, p: null })).toEqual({
      kind: 'failed',
      retry: false,
    });
    expect(paymentStatusCheck({ payment: null, p: '  ' })).toEqual({
      kind: 'failed',
      retry: false,
    });
  });

  it('skips the id check for a coins purchase, but not payment=fail', () => {
    const coins = PREFERRED_PG.coins;
    expect(paymentStatusCheck({ payment: null, p: null, preferredPg: coins })).toEqual({
      kind: 'check',
      paymentId: null,
    });
    expect(paymentStatusCheck({ payment: 'fail', p: null, preferredPg: coins }).kind).toBe(
      'failed',
    );
    expect(
      paymentStatusCheck({ payment: null, p: null, preferredPg: PREFERRED_PG.razorpay }).kind,
    ).toBe('failed');
  });
});

describe('the failed view’s texts (PS-10..PS-13)', () => {
  it('labels the retry with the invoice amount in the web view, TRY AGAIN elsewhere', () => {
    expect(retryPaymentLabel(117_900, true)).toBe('RETRY PAYMENT OF ₹1,179');
    expect(retryPaymentLabel(117_900, false)).toBe('TRY AGAIN');
  });

  it('appends the mailbox outside the web view', () => {
    const mail = 'help@example.in';
    expect(withSupportSuffix(PAYMENT_STATUS_TEXT.failure, true, mail)).toBe(
      'We were unable to complete payment',
    );
    expect(withSupportSuffix(PAYMENT_STATUS_TEXT.failure, false, mail)).toBe(
      'We were unable to complete payment. Please write to us on help@example.in',
    );
    // A text that ends its sentence gets no second full stop ("help.. Please write").
    expect(withSupportSuffix('Please write to us for help.', false, mail)).toBe(
      'Please write to us for help. Please write to us on help@example.in',
    );
    expect(withSupportSuffix('Something went wrong, please try later!', false, mail)).toBe(
      'Something went wrong, please try later! Please write to us on help@example.in',
    );
    expect(supportFooter(mail)).toBe('In case of any queries, write to us on help@example.in');
  });

  it('joins lead errors with spaces, with the default when there are none', () => {
    expect(joinedErrors(['Bad PAN.', 'Try later.'])).toBe('Bad PAN. Try later.');
    expect(joinedErrors([])).toBe('Something went wrong, please try later!');
  });

  it('describes the checkout with the discounted price', () => {
    expect(checkoutDescription(99_900)).toBe('For ₹999, including GST');
  });
});

describe('homeMessage (PS-07, PS-08)', () => {
  it('opens the insurance tab from version 71, with the outpatient flag when paid', () => {
    expect(homeMessage(71, false)).toBe('{"route":"/home?selectedIndex=6"}');
    expect(JSON.parse(homeMessage(80, true))).toEqual({
      route: '/home?selectedIndex=6',
      hasInstaOpdPaymentCompleted: true,
    });
  });

  it('posts plain /home below 71 and when the version is unknown', () => {
    expect(homeMessage(70, true)).toBe('/home');
    expect(homeMessage(59, false)).toBe('/home');
    expect(homeMessage(null, false)).toBe('/home');
  });
});
