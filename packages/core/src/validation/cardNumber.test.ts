import { describe, expect, it } from 'vitest';
import { cardNumber, formatCardNumber } from './cardNumber.js';
import { check } from './rule.fixture.js';

const MSG = 'Please enter a valid card number';

describe('cardNumber', () => {
  it.each([
    ['1234-5678-9012', {}, null],
    ['12-345678-90', {}, null],
    ['1234-5678-9012-3456', {}, null],
    ['1234567890123456', {}, null],
    ['1234567890', {}, null],
    ['12-345678-90', { layout: '2-6-2' }, null],
    ['1234-5678-9012', { layout: '2-6-2' }, MSG],
    ['1234-5678-9012-3456', { layout: '4-4-4' }, MSG],
    ['1234-5678-901', {}, MSG],
    ['1234-5678-90123', {}, MSG],
    ['123-45678-9012', {}, MSG],
    ['1234 5678 9012', {}, MSG],
    ['1234-5678-901a', {}, MSG],
    ['12345678901', {}, MSG],
  ])('%s %o → %s', (value, args, expected) => {
    expect(check(cardNumber, value, args)).toBe(expected);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['', '4-4-4-4', ''],
    ['123', '4-4-4-4', '123'],
    ['1234', '4-4-4-4', '1234'],
    ['12345', '4-4-4-4', '1234-5'],
    ['1234-5678-9012', '4-4-4-4', '1234-5678-9012'],
    ['1234 5678 9012 3456 78', '4-4-4-4', '1234-5678-9012-3456'],
    ['1234567890123', '4-4-4', '1234-5678-9012'],
    ['123', '2-6-2', '12-3'],
    ['1234567890', '2-6-2', '12-345678-90'],
    ['12-345678-9', '2-6-2', '12-345678-9'],
  ] as const)('%s as %s → %s', (input, layout, expected) => {
    expect(formatCardNumber(input, layout)).toBe(expected);
  });

  it('defaults to 4-4-4-4', () => {
    expect(formatCardNumber('12345678')).toBe('1234-5678');
  });
});
