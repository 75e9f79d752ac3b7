import { describe, expect, it } from 'vitest';
import type { RuleRef } from '../journeyModel/types.js';
import { groupHealthRules } from './groupHealthRules.js';

const env = { today: new Date('2026-11-21T00:00:00Z') };
const dob = (year: string, month = '06', date = '15') => ({ date, month, year });
const memberDob = (member: string, value: ReturnType<typeof dob>) =>
  groupHealthRules.memberDob?.(value, { rule: 'memberDob', member } as RuleRef, {}, env);

describe('group health rules (decision 052)', () => {
  it("checks each member's ages: adults 18-65, children 3 months to 25", () => {
    expect(memberDob('self', dob('1990'))).toBeNull();
    expect(memberDob('self', dob('2010'))).toBe('Minimum age 18');
    expect(memberDob('spouse', dob('1960'))).toBe('Maximum entry age 65');
    expect(memberDob('son', dob('2001'))).toBeNull();
    expect(memberDob('son', dob('2000'))).toBe('Maximum entry age 25');
    expect(memberDob('daughter', dob('2026', '10', '01'))).toBe('Minimum age 3 months');
    expect(memberDob('daughter', dob('2026', '08', '01'))).toBeNull();
  });

  it('refuses a date that is not real or not past', () => {
    expect(memberDob('son', dob('2015', '02', '30'))).toBe('Invalid date');
    expect(memberDob('son', dob('2027'))).toBe('Invalid date');
  });

  it('needs a known member', () => {
    expect(() => memberDob('cousin', dob('1990'))).toThrow(/member/);
  });

  it('counts the children together: at most four', () => {
    const rule = groupHealthRules.childrenCount;
    const check = (sons: string, daughters: string) =>
      rule?.(daughters, { rule: 'childrenCount' }, { sons, daughters }, env);
    expect(check('2', '2')).toBeNull();
    expect(check('4', '1')).toBe('You can add up to 4 children');
    expect(check('0', '0')).toBeNull();
  });
});
