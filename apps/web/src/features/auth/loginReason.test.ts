import { describe, expect, it } from 'vitest';
import { loginReason } from './loginReason';

describe('loginReason', () => {
  it('tells a buyer on the way to paying why, and that they come back', () => {
    const text = loginReason('/insurance/congrates?leadId=1');
    expect(text).toContain('to pay');
    expect(text).toContain('come straight back');
    expect(loginReason('/ew/pay')).toBe(text);
    expect(loginReason('/membership')).toBe(text);
  });

  it('tells anyone else they come back; says nothing when login was opened on its own', () => {
    expect(loginReason('/profile/my-home')).toContain('to continue');
    expect(loginReason(null)).toBeNull();
    expect(loginReason('')).toBeNull();
  });
});
