import { describe, expect, it } from 'vitest';
import { purchaseWindow } from './purchaseWindow.js';

const env = { today: new Date('2026-11-24T10:00:00Z') };
const d = (date: string, month: string, year: string) => ({ date, month, year });
const check = (value: ReturnType<typeof d>) =>
  purchaseWindow(value, { rule: 'purchaseWindow', days: 365 }, {}, env);

describe('purchaseWindow (the warranty product bought in the last N days, decision 044)', () => {
  it.each([
    [d('24', '11', '2026'), null],
    [d('24', '11', '2025'), null],
    [
      d('23', '11', '2025'),
      'An extended warranty can be bought only within 365 days of the purchase',
    ],
    [d('25', '11', '2026'), 'Invalid date'],
    [d('30', '02', '2026'), 'Invalid date'],
    [d('01', '13', '2026'), 'Invalid month'],
  ])('%o → %s', (value, expected) => {
    expect(check(value)).toBe(expected);
  });
});
