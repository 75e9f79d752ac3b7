import { describe, expect, it } from 'vitest';
import { panRules } from './panRules.js';
import { check } from './rule.fixture.js';

// The spec's words, word for word (issue 23); what a PAN looks like is the field's hint.
const PAN = 'Please enter a valid PAN';
const NOT_PERSONAL = PAN;
const BUSINESS = 'Please enter a valid business pancard';

describe('pan', () => {
  it.each([
    ['ABCPE1234F', {}, null],
    ['abcpe1234f', {}, null],
    ['AAACR1234K', {}, null],
    ['ABCPE1234F', { variant: 'individual' }, null],
    ['AAACR1234K', { variant: 'individual' }, NOT_PERSONAL],
    ['AAAFR1234K', { variant: 'individual' }, NOT_PERSONAL],
    ['ABCPE1234', {}, PAN],
    ['ABCPE12345', {}, PAN],
    ['ABC1E1234F', {}, PAN],
    ['ABCPE1234F1', {}, PAN],
    ['ABCPE 1234F', {}, PAN],
  ])('%s %o → %s', (value, args, expected) => {
    expect(check(panRules.pan, value, args)).toBe(expected);
  });
});

describe('businessPan', () => {
  it.each([
    ['AAACR1234K', {}, null],
    ['AAAFR1234K', {}, null],
    ['aaafr1234k', {}, null],
    ['ABCPE1234F', {}, BUSINESS],
    ['ABCPE1234F', { allowP: true }, null],
    ['AAAHR1234K', { allowP: true }, BUSINESS],
    ['AAACR12345', {}, BUSINESS],
    ['AAAC1234K', {}, BUSINESS],
  ])('%s %o → %s', (value, args, expected) => {
    expect(check(panRules.businessPan, value, args)).toBe(expected);
  });
});
