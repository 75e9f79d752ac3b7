import { describe, expect, it } from 'vitest';
import { INVALID_SERIAL, serialNumber } from './serialNumber.js';

const env = { today: new Date('2026-11-24T00:00:00Z') };
const check = (value: string) => serialNumber(value, { rule: 'serialNumber' }, {}, env);

describe('serialNumber (decision 044)', () => {
  it.each([
    ['356789104567891', null],
    ['C02XK1ABJG5H', null],
    ['ABC12', INVALID_SERIAL],
    ['AB#123456', INVALID_SERIAL],
    ['1'.repeat(21), INVALID_SERIAL],
  ])('%s → %s', (value, expected) => {
    expect(check(value)).toBe(expected);
  });
});
