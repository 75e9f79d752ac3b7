import { describe, expect, it } from 'vitest';
import { MOBILE_NOT_VERIFIED, NOT_ACCEPTED, submissionRefusal } from './submissionRefusal.js';

describe('submissionRefusal', () => {
  it('refuses a submission whose terms were not accepted, even with a verified mobile', () => {
    expect(submissionRefusal({ accepted: false, mobileVerified: true })).toBe(NOT_ACCEPTED);
  });

  it('refuses an accepted submission whose mobile is not verified', () => {
    expect(submissionRefusal({ accepted: true, mobileVerified: false })).toBe(MOBILE_NOT_VERIFIED);
  });

  it('lets an accepted submission with a verified mobile go', () => {
    expect(submissionRefusal({ accepted: true, mobileVerified: true })).toBeNull();
  });
});
