import { describe, expect, it } from 'vitest';
import { fieldBoundRules } from './fieldBound.js';
import { check } from './rule.fixture.js';

const args = {
  field: 'propertyValue',
  message: "The loan cannot be more than the property's value",
};

describe('notAboveField', () => {
  it.each([
    ['90,00,000', { propertyValue: '90,00,000' }, null],
    [8000000, { propertyValue: 9000000 }, null],
    [
      '90,00,001',
      { propertyValue: '9000000' },
      "The loan cannot be more than the property's value",
    ],
    [100, {}, null],
    ['ten', { propertyValue: 10 }, 'Please enter numbers only'],
  ])('%s with %o → %s', (value, values, expected) => {
    expect(check(fieldBoundRules.notAboveField, value, args, values)).toBe(expected);
  });

  it('says "Too high" when no message is given', () => {
    expect(check(fieldBoundRules.notAboveField, 11, { field: 'a' }, { a: 10 })).toBe('Too high');
  });
});
