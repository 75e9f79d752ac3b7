import { describe, expect, it } from 'vitest';
import type { Answers } from '../journeyModel/types.js';
import { buildMetroCardNumber, metroCard } from './metroCard.js';
import { check } from './rule.fixture.js';

const MSG = 'Please enter a valid 10-digit metro card number';

describe('metroCard', () => {
  it.each([
    ['12-345678', '1', null],
    ['12345678', '01', null],
    ['12 345678', 3, null],
    ['12-345678', '12', null],
    ['1234567890', undefined, null],
    ['12-34567', '1', MSG],
    ['12-3456789', '1', MSG],
    ['12-345678', '123', MSG],
    ['12345678', undefined, MSG],
    ['AB-345678', '1', 'Invalid Elite Metro number'],
    ['12_345678', '1', MSG],
    ['12345678_9', undefined, 'Invalid Elite Metro number'],
  ])('%s with holder %s → %s', (value, holder, expected) => {
    const values: Answers = holder === undefined ? {} : { metroHolderNumber: holder };
    expect(check(metroCard, value, { holderField: 'metroHolderNumber' }, values)).toBe(expected);
  });
});

describe('buildMetroCardNumber', () => {
  it.each([
    ['12-345678', '1', '1234567801'],
    ['12/345678', 7, '1234567807'],
    ['12-345678', '10', '1234567810'],
    ['12-345678', '', '12345678'],
    ['12-345678', undefined, '12345678'],
  ])('%s + %s → %s', (card, holder, expected) => {
    expect(buildMetroCardNumber(card, holder)).toBe(expected);
  });
});
