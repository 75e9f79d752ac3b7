import { describe, expect, it } from 'vitest';
import { AADHAAR_AGAIN, AADHAAR_NOT_THE_ONE, wholeAadhaarProblem } from './wholeAadhaarProblem.js';

describe('wholeAadhaarProblem', () => {
  it('takes the number the lead keeps the last 4 of, typed any way', () => {
    for (const typed of ['234567890124', '2345-6789-0124', '2345 6789 0124']) {
      expect(wholeAadhaarProblem(typed, '0124')).toBeNull();
    }
  });

  it('asks again for nothing, refuses an invalid number and another person’s', () => {
    expect(wholeAadhaarProblem(undefined, '0124')).toBe(AADHAAR_AGAIN);
    expect(wholeAadhaarProblem('  ', '0124')).toBe(AADHAAR_AGAIN);
    expect(wholeAadhaarProblem('234567890123', '0123')).toBe('Invalid Aadhar');
    expect(wholeAadhaarProblem('2345 6789 012', '0012')).toBe('Invalid Aadhar');
    expect(wholeAadhaarProblem('499123456783', '0124')).toBe(AADHAAR_NOT_THE_ONE);
  });
});
