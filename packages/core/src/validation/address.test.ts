import { describe, expect, it } from 'vitest';
import { address } from './address.js';
import { check } from './rule.fixture.js';

const INCOMPLETE =
  "This address doesn't look complete. Address should contain street, house number. Please provide your complete address.";
const SHOP =
  "This address doesn't look complete. Address should contain street, shop number. Please provide your complete address.";
const INVALID = 'Please enter valid address remove invalid characters.';

describe('address', () => {
  it.each([
    ['Flat 12, Shanti Niwas, MG Road', {}, null],
    ['B-204, Sector 15, Noida (UP)', {}, null],
    ["#5/2 St. Mary's Road & Church St", {}, null],
    ['12 MG Road Bangalore Karnataka', { variant: 'shop' }, null],
    ['Shanti Niwas, MG Road, Pune', {}, INCOMPLETE],
    ['Flat 12, MG Road', {}, INCOMPLETE],
    ['Shanti Niwas, MG Road, Pune', { variant: 'shop' }, SHOP],
    ['Flat 12; Shanti Niwas, MG Road', {}, INVALID],
    ['Flat 12, Shanti Niwas @ MG Road', {}, INVALID],
    ['Flat 12, Shanti Niwas, MG Road!', {}, INVALID],
    ['Flat 12, "Shanti Niwas", MG Road', {}, INVALID],
    ['Flat 12\nShanti Niwas, MG Road', {}, INVALID],
  ])('%s %o → %s', (value, args, expected) => {
    expect(check(address, value, args)).toBe(expected);
  });

  it('counts the trimmed text', () => {
    expect(check(address, `   ${'a'.repeat(23)}1   `)).toBe(INCOMPLETE);
    expect(check(address, `${'a'.repeat(24)}1`)).toBeNull();
  });

  it('refuses a non-text value', () => {
    expect(check(address, { line: 'x' })).toBe(INVALID);
  });
});
