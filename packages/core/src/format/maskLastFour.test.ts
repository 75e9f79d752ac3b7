import { describe, expect, it } from 'vitest';
import { maskLastFour } from './maskLastFour.js';

describe('maskLastFour', () => {
  it('keeps the last four characters and hides the rest with X, spaces dropped', () => {
    expect(maskLastFour('ABCPE1234F')).toBe('XXXXXX234F');
    expect(maskLastFour('1234 5678 9012')).toBe('XXXXXXXX9012');
  });

  it('hides a value of four characters or fewer entirely', () => {
    expect(maskLastFour('1234')).toBe('XXXX');
    expect(maskLastFour('')).toBe('');
  });
});
