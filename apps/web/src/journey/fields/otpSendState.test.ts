import { describe, expect, it } from 'vitest';
import { otpFailed, otpSent, otpStateFor } from './otpSendState';

const MINE = '9876543210';
const OTHER = '9123456789';

describe('otpSendState', () => {
  it('keeps a sent code’s wait for its mobile, and forgets it for another number', () => {
    const sent = otpSent(MINE, 30, 1_000);
    expect(sent).toEqual({ mobile: MINE, sent: true, since: 1_000, wait: 30, failure: null });
    expect(otpStateFor(sent, MINE)).toBe(sent);
    expect(otpStateFor(sent, OTHER)).toBeNull();
    expect(otpStateFor(null, MINE)).toBeNull();
  });

  it('shows a refusal, keeping an earlier code of the same mobile', () => {
    const sent = otpSent(MINE, 30, 1_000);
    expect(otpFailed(sent, MINE, 'Down', undefined, 50_000)).toEqual({
      ...sent,
      failure: 'Down',
    });
    expect(otpFailed(sent, OTHER, 'Down', undefined, 50_000)).toEqual({
      mobile: OTHER,
      sent: false,
      since: 50_000,
      wait: 0,
      failure: 'Down',
    });
  });

  it('waits out a rate limit before another send', () => {
    expect(otpFailed(null, MINE, 'Too many', 60, 5_000)).toEqual({
      mobile: MINE,
      sent: false,
      since: 5_000,
      wait: 60,
      failure: 'Too many',
    });
  });

  it('never waits a negative time', () => {
    expect(otpSent(MINE, -5, 0).wait).toBe(0);
  });
});
