import { describe, expect, it } from 'vitest';
import { accountNumber } from './accountNumber.js';
import { NUMBERS_ONLY } from './characterRules.js';

const env = { today: new Date('2026-01-01') };

describe('accountNumber', () => {
  it('takes digits only', () => {
    expect(accountNumber('50100123456789', { rule: 'accountNumber' }, {}, env)).toBeNull();
    expect(accountNumber('5010-0123', { rule: 'accountNumber' }, {}, env)).toBe(NUMBERS_ONLY);
    expect(accountNumber('ABC123', { rule: 'accountNumber' }, {}, env)).toBe(NUMBERS_ONLY);
  });
});
