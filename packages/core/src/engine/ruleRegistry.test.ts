import { describe, expect, it } from 'vitest';
import { ruleRegistry } from './ruleRegistry.js';
import { isKnownRule, runRule } from './runRule.js';

// Journey definitions name rules by these strings: renaming one breaks them.
const NAMES = [
  'maxLength',
  'minLength',
  'exactLength',
  'name',
  'nameLetters',
  'nameExtended',
  'fullName',
  'pincode',
  'mobile',
  'pan',
  'businessPan',
  'gstin',
  'ifsc',
  'std',
  'landline',
  'email',
  'officeEmail',
  'personalEmail',
  'address',
  'dob',
  'dateFrom',
  'purchaseWindow',
  'serialNumber',
  'aadhaar',
  'accountNumber',
  'metroCard',
  'minValue',
  'maxValue',
  'numeric',
  'noSpecialChars',
  'cardNumber',
  'nomineeRelation',
  'nomineeDob',
  'slider',
  'notAboveField',
  'memberDob',
  'childrenCount',
];

const env = { today: new Date('2026-11-21T00:00:00Z') };

describe('ruleRegistry', () => {
  it('registers exactly the named rules', () => {
    expect(Object.keys(ruleRegistry).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) expect(isKnownRule(name)).toBe(true);
    expect(isKnownRule('required')).toBe(true);
    expect(isKnownRule('nope')).toBe(false);
  });

  it('runs a rule by name with its arguments and the other answers', () => {
    expect(runRule({ rule: 'pan' }, 'ABCPE1234F', {}, env)).toBeNull();
    expect(runRule({ rule: 'maxLength', n: 2 }, 'abc', {}, env)).toBe(
      'Must be 2 characters or less',
    );
    expect(runRule({ rule: 'landline', stdField: 'std' }, '2654321', { std: '022' }, env)).toBe(
      'Invalid Landline',
    );
    expect(() => runRule({ rule: 'nope' }, 'x', {}, env)).toThrow('Unknown validation rule: nope');
  });
});
