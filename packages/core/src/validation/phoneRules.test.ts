import { describe, expect, it } from 'vitest';
import type { Answers } from '../journeyModel/types.js';
import { phoneRules } from './phoneRules.js';
import { check } from './rule.fixture.js';

describe('std', () => {
  const MSG = 'Invalid STD code';
  it.each([
    ['022', null],
    ['0124', null],
    ['01234', null],
    ['22', MSG],
    ['02', MSG],
    ['012345', MSG],
    ['122', MSG],
    ['02a', MSG],
  ])('%s → %s', (value, expected) => {
    expect(check(phoneRules.std, value)).toBe(expected);
  });
});

describe('landline', () => {
  const MSG = 'Invalid Landline';
  it.each([
    ['26543210', '022', null],
    ['2654321', '0124', null],
    ['265432', '01234', null],
    ['2654321', '022', MSG],
    ['265432100', '022', MSG],
    ['2654-3210', '022', MSG],
    ['02226543210', undefined, null],
    ['26543210', undefined, MSG],
  ])('%s with STD %s → %s', (value, stdCode, expected) => {
    const values: Answers = stdCode === undefined ? {} : { std: stdCode };
    expect(check(phoneRules.landline, value, { stdField: 'std' }, values)).toBe(expected);
  });
});
