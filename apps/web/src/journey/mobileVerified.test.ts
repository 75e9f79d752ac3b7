import type { StepDef } from '@tara/core/engine';
import { describe, expect, it } from 'vitest';
import { mobileBeingSaved, mobileVerified, verifiedMobiles } from './mobileVerified';

const MINE = '9876543210';
const OTHER = '9123456789';
const otp = { name: 'otp', kind: 'otp', label: 'OTP' } as const;
const step1: StepDef = {
  id: 'step1',
  title: 'Who are you?',
  fields: [{ name: 'mobile', kind: 'mobile', label: 'MOBILE' }, otp],
  next: [{ to: 'step3' }],
};
const step43: StepDef = { id: 'step43', title: 'Sign', fields: [otp], last: true };

const lead = (mobile_verified: boolean, answers: Record<string, string> = { mobile: MINE }) => ({
  mobile_verified,
  answers,
});
const user = (is_verified: boolean, mobile = MINE, is_admin = false) => ({
  mobile,
  is_verified,
  is_admin,
});

describe('mobileBeingSaved', () => {
  it('is the typed mobile on a step that asks for it, even when the lead has another', () => {
    expect(mobileBeingSaved(step1, { mobile: OTHER, otp: '' }, { mobile: MINE })).toBe(OTHER);
    expect(mobileBeingSaved(step1, { mobile: '', otp: '' }, { mobile: MINE })).toBe('');
  });

  it('is the lead’s saved mobile on a step without one, else nothing', () => {
    expect(mobileBeingSaved(step43, { otp: '' }, { mobile: MINE })).toBe(MINE);
    expect(mobileBeingSaved(step43, { otp: '' }, {})).toBe('');
  });
});

describe('mobileVerified', () => {
  const decide = (mobile: string, ...known: Parameters<typeof verifiedMobiles>) =>
    mobileVerified(mobile, verifiedMobiles(...known));

  it('holds for the lead’s verified mobile, and only while it is the one being saved', () => {
    expect(decide(MINE, lead(true), null)).toBe(true);
    expect(decide(OTHER, lead(true), null)).toBe(false);
    expect(decide(MINE, lead(false), null)).toBe(false);
    expect(decide(MINE, lead(true, {}), null)).toBe(false);
  });

  it('holds for a logged-in verified user’s own mobile, before any lead exists', () => {
    expect(decide(MINE, null, user(true))).toBe(true);
    expect(decide(OTHER, null, user(true))).toBe(false);
    expect(decide(MINE, null, user(false))).toBe(false);
    expect(decide(MINE, lead(false), user(true))).toBe(true);
  });

  it('does not hold for an admin’s own mobile (they fill for a customer), nor for no mobile', () => {
    expect(decide(MINE, null, user(true, MINE, true))).toBe(false);
    expect(decide('', lead(true, { mobile: '' }), user(true, ''))).toBe(false);
    expect(decide('', null, null)).toBe(false);
  });
});
