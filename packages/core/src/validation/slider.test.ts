import { describe, expect, it } from 'vitest';
import { check } from './rule.fixture.js';
import { SLIDER_EMPTY, sliderRules, sliderValue } from './slider.js';

const loan = { min: 50_000, max: 300_000, step: 5_000 };
const tenure = { min: 12, max: 36, step: 1 };

describe('sliderValue', () => {
  it('clamps above the maximum down to it', () => {
    expect(sliderValue(300_001, loan)).toBe(300_000);
    expect(sliderValue('10,00,000', loan)).toBe(300_000);
    expect(sliderValue(37, tenure)).toBe(36);
  });

  it('treats below the minimum as empty, not as the minimum', () => {
    expect(sliderValue(49_999, loan)).toBeNull();
    expect(sliderValue(11, tenure)).toBeNull();
    expect(sliderValue('abc', tenure)).toBeNull();
  });

  it('keeps values inside the bounds', () => {
    expect(sliderValue(50_000, loan)).toBe(50_000);
    expect(sliderValue('₹3,00,000', loan)).toBe(300_000);
    expect(sliderValue(12, tenure)).toBe(12);
  });
});

describe('slider rule', () => {
  const { slider } = sliderRules;

  it('accepts both bounds and every step between', () => {
    for (const v of [50_000, 55_000, 150_000, 300_000]) {
      expect(check(slider, v, { ...loan, money: true })).toBeNull();
    }
    expect(check(slider, 12, tenure)).toBeNull();
    expect(check(slider, 36, tenure)).toBeNull();
  });

  it('answers Required below the minimum (treated as empty)', () => {
    expect(check(slider, 45_000, { ...loan, money: true })).toBe(SLIDER_EMPTY);
    expect(check(slider, 11, tenure)).toBe('Required');
  });

  it('refuses an unclamped value above the maximum, and one off the step', () => {
    expect(check(slider, 305_000, { ...loan, money: true })).toBe(
      'Choose between ₹50,000 and ₹3,00,000',
    );
    expect(check(slider, 37, tenure)).toBe('Choose between 12 and 36');
    expect(check(slider, 52_500, { ...loan, money: true })).toBe(
      'Choose between ₹50,000 and ₹3,00,000 in steps of ₹5,000',
    );
    expect(check(slider, 12.5, tenure)).toBe('Choose between 12 and 36 in steps of 1');
  });

  it('refuses what is not a number', () => {
    expect(check(slider, 'lots', tenure)).toBe('Please enter numbers only');
  });
});
