import { describe, expect, it } from 'vitest';
import { accountLast4, maskAccount, maskPan } from './accountMask.js';

describe('masking', () => {
  it('keeps the last four characters of a PAN, upper case', () => {
    expect(maskPan('abcpe1234f')).toBe('XXXXXX234F');
    expect(maskPan('ABCPE1234F')).not.toContain('ABCPE');
  });

  it('keeps the last four digits of an account number, and nothing of a short one', () => {
    expect(maskAccount('001234567890')).toBe('XXXXXXXX7890');
    expect(maskAccount(' 12345678 ')).toBe('XXXX5678');
    expect(maskAccount('1234567')).toBe('XXXXXXX');
    expect(accountLast4('001234567890')).toBe('7890');
    expect(accountLast4('1234567')).toBe('');
  });
});
