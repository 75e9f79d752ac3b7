import { describe, expect, it } from 'vitest';
import { maskMobile } from './maskMobile.js';

describe('maskMobile', () => {
  it('hides all but the last four digits with X', () => {
    expect(maskMobile('9876543210')).toBe('XXXXXX3210');
  });

  it('reads the national number out of the ways a mobile is written', () => {
    expect(maskMobile('+91 98765 43210')).toBe('XXXXXX3210');
    expect(maskMobile('919876543210')).toBe('XXXXXX3210');
    expect(maskMobile('09876543210')).toBe('XXXXXX3210');
    expect(maskMobile('98765-43210')).toBe('XXXXXX3210');
  });

  it('never shows a number of four digits or fewer, nor its first digits', () => {
    expect(maskMobile('3210')).toBe('XXXX');
    expect(maskMobile('12')).toBe('XX');
    expect(maskMobile('9876543210')).not.toMatch(/^98/);
  });

  it('gives nothing for nothing', () => {
    expect(maskMobile('')).toBe('');
    expect(maskMobile(null)).toBe('');
    expect(maskMobile(undefined)).toBe('');
  });
});
