import { describe, expect, it } from 'vitest';
import { MAX_PAISE, rupeesToPaise } from './rupeesToPaise.js';

describe('rupeesToPaise', () => {
  it('reads whole rupees, paise and grouped text exactly', () => {
    expect(rupeesToPaise('1179')).toBe(117_900);
    expect(rupeesToPaise('1,179.50')).toBe(117_950);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1179.5)).toBe(117_950);
    expect(rupeesToPaise('  12.3 ')).toBe(1230);
  });

  it('refuses what is not an amount of rupees and paise', () => {
    for (const bad of ['', '-5', '1.234', '1e3', 'abc', '12.', '.5', 1e21, -1, Number.NaN]) {
      expect(rupeesToPaise(bad)).toBeNull();
    }
  });

  it('refuses half a paisa and less rather than round it, in text and in numbers', () => {
    for (const half of ['0.005', '1179.505', '1,179.125', 0.005, 1179.505, 0.1 + 0.2]) {
      expect(rupeesToPaise(half)).toBeNull();
    }
    expect(rupeesToPaise('1179.50')).toBe(117_950);
  });

  it('refuses negative amounts, written or as numbers', () => {
    for (const negative of ['-0.50', '-1179', ' -1 ', -0.5, -1179]) {
      expect(rupeesToPaise(negative)).toBeNull();
    }
  });

  it('refuses more than the ceiling', () => {
    expect(rupeesToPaise(String(MAX_PAISE / 100))).toBe(MAX_PAISE);
    expect(rupeesToPaise(String(MAX_PAISE / 100 + 1))).toBeNull();
  });
});
