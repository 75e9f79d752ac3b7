import { describe, expect, it } from 'vitest';
import { emiCapacity, foir } from './foir.js';

describe('foir', () => {
  it('takes each slab on both sides of its boundary', () => {
    expect(foir(10_000)).toBe(4000);
    expect(foir(25_000)).toBe(4000);
    expect(foir(25_001)).toBe(5000);
    expect(foir(50_000)).toBe(5000);
    expect(foir(50_001)).toBe(5500);
    expect(foir(1_00_000)).toBe(5500);
    expect(foir(1_00_001)).toBe(6000);
    expect(foir(10_00_000)).toBe(6000);
  });
});

describe('emiCapacity', () => {
  it('leaves the FOIR share less the EMIs already paid', () => {
    // ₹60,000 a month: 55% = ₹33,000, less ₹8,000 of EMIs = ₹25,000.
    expect(emiCapacity(60_000, 8_000)).toBe(25_000);
    // ₹25,000: 40% = ₹10,000.
    expect(emiCapacity(25_000, 0)).toBe(10_000);
  });

  it('is never below zero', () => {
    expect(emiCapacity(20_000, 9_000)).toBe(0);
  });

  it('rounds down to the rupee', () => {
    // ₹33,333 × 50% = ₹16,666.50.
    expect(emiCapacity(33_333, 0)).toBe(16_666);
  });
});
