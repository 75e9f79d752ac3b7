import { describe, expect, it } from 'vitest';
import { isVerhoeffValid, verhoeffCheckDigit } from './verhoeff.js';

describe('verhoeff', () => {
  // Published examples of the scheme.
  it.each([
    ['236', '3'],
    ['12345', '1'],
    ['142857', '0'],
  ])('check digit of %s is %s', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(isVerhoeffValid(digits + check)).toBe(true);
  });

  it('catches a changed digit and a swap of neighbours', () => {
    expect(isVerhoeffValid('2364')).toBe(false);
    expect(isVerhoeffValid('3263')).toBe(false);
    expect(isVerhoeffValid('')).toBe(false);
    expect(isVerhoeffValid('23a3')).toBe(false);
  });
});
