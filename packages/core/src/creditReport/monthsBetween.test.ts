import { describe, expect, it } from 'vitest';
import { monthsBetween } from './monthsBetween.js';

describe('monthsBetween', () => {
  it('counts a month once its day is reached', () => {
    expect(monthsBetween('2026-05-24', '2026-11-24')).toBe(6);
    expect(monthsBetween('2026-05-25', '2026-11-24')).toBe(5);
    expect(monthsBetween('2019-06-30', '2026-11-24')).toBe(88);
    expect(monthsBetween('2026-12-01', '2026-11-24')).toBe(0);
  });
});
