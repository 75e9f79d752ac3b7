import { describe, expect, it } from 'vitest';
import { REFUND_WORKING_DAYS, refundNextStep, refundTimeline } from './refundTimeline.js';

describe('refundTimeline', () => {
  const started = new Date('2026-11-28T06:00:00Z');

  it('gives the start date in DD/MM/YYYY and the 5 to 7 working days of a normal refund', () => {
    expect(refundTimeline('processed', started)).toBe(
      'Refund started on 28/11/2026. It reaches the account or card you paid from in 5 to 7 working days.',
    );
    expect(REFUND_WORKING_DAYS).toEqual({ min: 5, max: 7 });
  });

  it('says a refund not yet started at the gateway is only requested', () => {
    expect(refundTimeline('requested', started)).toMatch(/^Refund requested on 28\/11\/2026\./);
  });

  it('promises no timeline for a refund the gateway refused', () => {
    const text = refundTimeline('failed', started);
    expect(text).not.toMatch(/working days/);
    expect(text).toMatch(/support team/);
  });

  it('names the mailbox in the next step', () => {
    expect(refundNextStep('help@example.in')).toBe(
      'If it has not reached you after 7 working days, write to help@example.in with the refund reference.',
    );
  });
});
