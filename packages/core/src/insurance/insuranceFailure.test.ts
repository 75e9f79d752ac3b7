import { describe, expect, it } from 'vitest';
import {
  hospitalListError,
  insuranceFailureMessage,
  insuranceFailureRoute,
  insuranceStoreError,
  leadFailureText,
  paymentFailureText,
} from './insuranceFailure.js';

const EMAIL = 'care@example.in';

describe('insuranceFailureRoute', () => {
  it('goes to step6 with e=1 and the message, encoded', () => {
    expect(insuranceFailureRoute('Invalid PAN & name')).toBe(
      '/insurance/step6?e=1&d=Invalid%20PAN%20%26%20name',
    );
  });

  it('adds p=0 when no payment was made', () => {
    expect(insuranceFailureRoute('x', { noPayment: true })).toBe('/insurance/step6?e=1&d=x&p=0');
  });

  it('reads back what it wrote', () => {
    const route = insuranceFailureRoute('Policy could not be issued. Please write to us');
    const query = new URLSearchParams(route.split('?')[1]);
    expect(insuranceFailureMessage(query)).toBe('Policy could not be issued. Please write to us');
    expect(insuranceFailureMessage(new URLSearchParams('e=1'))).toBe(
      'Something went wrong, please try later!',
    );
    expect(insuranceFailureMessage(new URLSearchParams('d=x'))).toBeNull();
  });
});

describe('failure texts', () => {
  it('joins lead errors with spaces, with the mailbox off the web view', () => {
    expect(leadFailureText(['Invalid PAN.', 'Try again.'], true, EMAIL)).toBe(
      'Invalid PAN. Try again.',
    );
    expect(leadFailureText(['Invalid PAN'], false, EMAIL)).toBe(
      'Invalid PAN. Please write to us on care@example.in',
    );
    expect(leadFailureText([], true, EMAIL)).toBe('Something went wrong, please try later!');
  });

  it('says the payment failed', () => {
    expect(paymentFailureText(true, EMAIL)).toBe('We were unable to complete payment');
    expect(paymentFailureText(false, EMAIL)).toBe(
      'We were unable to complete payment. Please write to us on care@example.in',
    );
  });

  it('keeps the stores and the hospital list apart (X-26)', () => {
    expect(insuranceStoreError(['first', 'second'])).toBe('first');
    expect(insuranceStoreError([])).toBe('something went wrong');
    expect(insuranceStoreError(undefined)).toBe('something went wrong');
    expect(hospitalListError(['no', 'hospitals'])).toBe('no hospitals');
    expect(hospitalListError([])).toBe('something went wrong.');
  });
});
