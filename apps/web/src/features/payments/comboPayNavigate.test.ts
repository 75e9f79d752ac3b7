import { describe, expect, it } from 'vitest';
import { comboPayNavigate } from './comboPayNavigate';

describe("a combo's way out of the checkout (decision 055)", () => {
  it('sends a refused payment to the insurance error page with its text', () => {
    const went: string[] = [];
    const nav = comboPayNavigate((to) => went.push(to), false, 'care@example.in');
    nav('/payment/fail?payment=fail&p=pay_Abc123456789');
    nav('/payment/success?p=pay_Abc123456789');
    expect(went).toEqual([
      `/insurance/step6?e=1&d=${encodeURIComponent('We were unable to complete payment. Please write to us on care@example.in')}`,
      '/payment/success?p=pay_Abc123456789',
    ]);
  });

  it('shows the text alone in the web view', () => {
    const went: string[] = [];
    comboPayNavigate((to) => went.push(to), true, 'care@example.in')('/payment/fail?payment=fail');
    expect(went).toEqual([
      `/insurance/step6?e=1&d=${encodeURIComponent('We were unable to complete payment')}`,
    ]);
  });
});
