import { describe, expect, it } from 'vitest';
import { dateFrom } from './dateFrom.js';

const env = { today: new Date('2026-11-24T00:00:00Z') };
const d = (date: string, month: string, year: string) => ({ date, month, year });
const check = (value: ReturnType<typeof d>) =>
  dateFrom(value, { rule: 'dateFrom', from: '1800-01-01' }, {}, env);

describe('dateFrom (date of establishment, 02 §5: 1800-01-01 to today)', () => {
  it.each([
    [d('01', '01', '1800'), null],
    [d('24', '11', '2026'), null],
    [d('15', '08', '1947'), null],
    [d('31', '12', '1799'), 'Please enter a date from 01/01/1800 to today'],
    [d('25', '11', '2026'), 'Invalid date'],
    [d('31', '02', '2000'), 'Invalid date'],
    [d('01', '13', '2000'), 'Invalid month'],
  ])('%o → %s', (value, expected) => {
    expect(check(value)).toBe(expected);
  });
});
