import { describe, expect, it } from 'vitest';
import { amountOf, amountRules } from './amountRules.js';
import { check } from './rule.fixture.js';

describe('minValue', () => {
  it.each([
    [10000, { n: 10000 }, null],
    ['25,000', { n: 10000 }, null],
    [9999, { n: 10000 }, 'Must be at least ₹10,000'],
    ['₹ 49,999', { n: 50000 }, 'Must be at least ₹50,000'],
    [
      40000,
      { n: 50000, message: 'Minimum monthly sales is ₹50,000' },
      'Minimum monthly sales is ₹50,000',
    ],
    ['ten', { n: 10000 }, 'Please enter numbers only'],
  ])('%s %o → %s', (value, args, expected) => {
    expect(check(amountRules.minValue, value, args)).toBe(expected);
  });
});

describe('maxValue', () => {
  it.each([
    [10000000, { n: 10000000 }, null],
    [10000001, { n: 10000000 }, 'Must be at most ₹1,00,00,000'],
    ['3,00,001', { n: 300000 }, 'Must be at most ₹3,00,000'],
    [500000, { n: 300000, message: 'Too high' }, 'Too high'],
    [{ amount: 1 }, { n: 10 }, 'Please enter numbers only'],
  ])('%s %o → %s', (value, args, expected) => {
    expect(check(amountRules.maxValue, value, args)).toBe(expected);
  });
});

describe('amountOf', () => {
  it.each([
    [1500, 1500],
    ['1,50,000', 150000],
    ['₹12.5', 12.5],
    ['12a', null],
    [Number.NaN, null],
    [true, null],
  ])('%s → %s', (value, expected) => {
    expect(amountOf(value)).toBe(expected);
  });
});
