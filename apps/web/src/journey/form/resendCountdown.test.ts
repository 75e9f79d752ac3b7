import { describe, expect, it } from 'vitest';
import { pollInterval, resendCountdown } from './resendCountdown';

const since = '2026-11-23T10:00:00.000Z';
const at = (ms: number) => Date.parse(since) + ms;

describe('resendCountdown', () => {
  it('counts the spec’s 10 s down from the call, in whole seconds, then stays at 0', () => {
    expect(resendCountdown(since, 10, at(0))).toBe(10);
    expect(resendCountdown(since, 10, at(100))).toBe(10);
    expect(resendCountdown(since, 10, at(9_001))).toBe(1);
    expect(resendCountdown(since, 10, at(10_000))).toBe(0);
    expect(resendCountdown(since, 10, at(60_000))).toBe(0);
  });

  it('counts from the browser’s own clock too (an OTP sent from this page)', () => {
    const sent = at(0);
    expect(resendCountdown(sent, 30, at(0))).toBe(30);
    expect(resendCountdown(sent, 30, at(29_500))).toBe(1);
    expect(resendCountdown(sent, 30, at(30_000))).toBe(0);
  });

  it('allows a resend at once when the journey sets no wait, and the whole wait on a bad time', () => {
    expect(resendCountdown(since, null, at(0))).toBe(0);
    expect(resendCountdown('not a time', 10, at(0))).toBe(10);
  });
});

describe('pollInterval', () => {
  it('uses the journey’s seconds, 3 by default, never below 1', () => {
    expect(pollInterval(5)).toBe(5);
    expect(pollInterval(null)).toBe(3);
    expect(pollInterval(0)).toBe(1);
  });
});
