import { describe, expect, it } from 'vitest';
import { rupees } from './rupees.js';

describe('rupees', () => {
  it('writes whole rupees with lakh and crore grouping', () => {
    expect(rupees(500)).toBe('₹500');
    expect(rupees(1_50_000)).toBe('₹1,50,000');
    expect(rupees(12_34_56_789)).toBe('₹12,34,56,789');
  });

  it('rounds to the rupee, half up', () => {
    expect(rupees(1386.5)).toBe('₹1,387');
    expect(rupees(1386.49)).toBe('₹1,386');
  });
});
