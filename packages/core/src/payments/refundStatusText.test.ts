import { describe, expect, it } from 'vitest';
import {
  REFUND_WORKING_DAYS,
  refundNextStep,
  refundStatusText,
  refundTimeline,
} from './refundStatusText.js';

describe('refundStatusText', () => {
  it('names each status once, for the payment pages and the account list', () => {
    expect(refundStatusText('requested')).toEqual({
      label: 'Refund requested',
      summary: 'requested',
    });
    expect(refundStatusText('processed')).toEqual({
      label: 'Refund started',
      summary: 'started: it reaches the account or card you paid from in 5 to 7 working days',
    });
    expect(refundStatusText('failed')).toEqual({
      label: 'Refund failed',
      summary: 'failed: our support team will contact you to send the money back',
    });
  });

  it('gives a status it does not know as it is, never nothing', () => {
    expect(refundStatusText('reversed')).toEqual({ label: 'reversed', summary: 'reversed' });
    expect(refundStatusText('toString').label).toBe('toString');
  });
});

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

  it('promises no timeline for a refund the gateway refused or failed, and says what follows', () => {
    const text = refundTimeline('failed', started);
    expect(text).toBe(
      'We could not complete your refund requested on 28/11/2026. Our support team will contact you to send the money back.',
    );
    expect(text).not.toMatch(/working days/);
  });

  it('names the mailbox in the next step', () => {
    expect(refundNextStep('help@example.in')).toBe(
      'If it has not reached you after 7 working days, write to help@example.in with the refund reference.',
    );
  });
});
