import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactHash } from './contactHash.js';

// UIDAI's rule, written out again independently: SHA-256 hex of mobile + share code, then of
// each hex result, as many times in all as the last digit (once for 0 and 1).
function byTheRule(text: string, times: number): string {
  return Array.from({ length: times }).reduce<string>(
    (h) => createHash('sha256').update(Buffer.from(h, 'utf8')).digest('hex'),
    text,
  );
}

describe('contactHash (UIDAI offline e-KYC mobile hash)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [9, 9],
  ])('an Aadhaar number ending in %i hashes %i time(s)', (lastDigit, times) => {
    const expected = byTheRule('9800000002Abc@123', times);
    expect(contactHash('9800000002', 'Abc@123', lastDigit)).toBe(expected);
    // And not one round more or fewer.
    expect(contactHash('9800000002', 'Abc@123', lastDigit)).not.toBe(
      byTheRule('9800000002Abc@123', times + 1),
    );
  });

  it('0 and 1 give the same single hash', () => {
    const once = createHash('sha256').update('98000000021234').digest('hex');
    expect(contactHash('9800000002', '1234', 0)).toBe(once);
    expect(contactHash('9800000002', '1234', 1)).toBe(once);
  });

  it('matches a public vector: 7 chained rounds over "9999999999" (aadhaar-py tests)', () => {
    expect(contactHash('9999999999', '', 7)).toBe(
      'd79ddb6ba12c0b0077571fadefe2cf3b875fc37a532ef6e084fcbef7e64e291a',
    );
  });

  it('refuses a digit that is not one', () => {
    expect(() => contactHash('9800000002', '1234', 10)).toThrow(RangeError);
    expect(() => contactHash('9800000002', '1234', -1)).toThrow(RangeError);
  });
});
