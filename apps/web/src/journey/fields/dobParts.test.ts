import { describe, expect, it } from 'vitest';
import { cleanPart, maxDigits, movesFocus, padPart } from './dobParts';

describe('date of birth boxes', () => {
  it('keep digits only, at most 2 for day and month and 4 for the year', () => {
    expect(cleanPart('Date', '1a5')).toBe('15');
    expect(cleanPart('Month', '123')).toBe('12');
    expect(cleanPart('Year', '19 90 1')).toBe('1990');
    expect(maxDigits('Year')).toBe(4);
  });

  it('move on to the next box when the second digit of the day or month is typed', () => {
    expect(movesFocus('Date', '1', '15')).toBe(true);
    expect(movesFocus('Month', '0', '08')).toBe(true);
    expect(movesFocus('Date', '15', '15')).toBe(false);
    expect(movesFocus('Date', '', '1')).toBe(false);
    expect(movesFocus('Year', '199', '1990')).toBe(false);
  });

  it('zero-pad a single-digit day or month on leaving the box', () => {
    expect(padPart('Date', '5')).toBe('05');
    expect(padPart('Month', '9')).toBe('09');
    expect(padPart('Date', '0')).toBe('0');
    expect(padPart('Date', '')).toBe('');
    expect(padPart('Year', '7')).toBe('7');
  });
});
