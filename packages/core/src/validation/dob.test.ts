import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../journeyModel/types.js';
import { ageBounds, ageFromYear, dob, parseDob } from './dob.js';
import { check, TODAY } from './rule.fixture.js';

// TODAY is 2026-11-21.
const d = (date: string, month: string, year: string): AnswerValue => ({ date, month, year });

describe('dob: the three boxes', () => {
  it.each([
    [d('15', '08', '1990'), null],
    [d('29', '02', '2000'), null],
    [d('21', '11', '2008'), null],
    [d('1', '1', '1990'), null],
    [d('00', '08', '1990'), 'Invalid date'],
    [d('32', '08', '1990'), 'Invalid date'],
    [d('1a', '08', '1990'), 'Invalid date'],
    [d('15', '00', '1990'), 'Invalid month'],
    [d('15', '13', '1990'), 'Invalid month'],
    [d('15', '08', '90'), 'Invalid year'],
    [d('15', '08', '19900'), 'Invalid year'],
    [d('15', '08', '0990'), 'Invalid year'],
    [d('31', '02', '1990'), 'Invalid date'],
    [d('29', '02', '1990'), 'Invalid date'],
    [d('31', '04', '1990'), 'Invalid date'],
    [d('22', '11', '2026'), 'Invalid date'],
    [d('01', '01', '2027'), 'Invalid date'],
    ['15/08/1990', 'Invalid date'],
    [{ date: '15', month: '08' }, 'Invalid year'],
  ])('%o → %s', (value, expected) => {
    expect(check(dob, value)).toBe(expected);
  });

  it('accepts numeric boxes', () => {
    expect(check(dob, { date: 15, month: 8, year: 1990 })).toBeNull();
  });
});

describe('dob: age bounds (age = current year − birth year)', () => {
  it.each([
    [d('31', '12', '2008'), {}, null],
    [d('01', '01', '2009'), {}, 'Minimum age is 18'],
    [d('01', '01', '1926'), {}, null],
    [d('01', '01', '1925'), {}, 'Maximum age is 100'],
    [d('01', '01', '2006'), { providerId: 3 }, 'Minimum age is 21'],
    [d('01', '01', '2005'), { providerId: 3 }, null],
    [d('01', '01', '2006'), { providerId: 61 }, 'Minimum age is 21'],
    [d('01', '01', '1968'), { providerId: 3 }, null],
    [d('01', '01', '1967'), { providerId: 3 }, 'Maximum age is 58'],
    [d('01', '01', '1956'), { providerId: 61 }, null],
    [d('01', '01', '1955'), { providerId: 61 }, 'Maximum age is 70'],
    [d('01', '01', '1955'), { providerId: 62 }, null],
    [d('01', '01', '1961'), { minAge: 21, maxAge: 65 }, null],
    [d('01', '01', '1960'), { minAge: 21, maxAge: 65 }, 'Maximum age is 65'],
    [d('01', '01', '2008'), { minAge: 18, providerId: 3 }, null],
    [d('01', '01', '1960'), { maxAge: 66, providerId: 3 }, null],
    [
      d('01', '01', '2009'),
      { minAge: 18, maxAge: 65, minMessage: 'Minimum age 18' },
      'Minimum age 18',
    ],
    [
      d('01', '01', '1960'),
      { minAge: 18, maxAge: 65, maxMessage: 'Maximum entry age 65' },
      'Maximum entry age 65',
    ],
  ])('%o %o → %s', (value, args, expected) => {
    expect(check(dob, value, args)).toBe(expected);
  });
});

describe('ageBounds', () => {
  it.each([
    [null, {}, { min: 18, max: 100 }],
    [undefined, {}, { min: 18, max: 100 }],
    [3, {}, { min: 21, max: 58 }],
    [61, {}, { min: 21, max: 70 }],
    [40, {}, { min: 18, max: 100 }],
    [61, { maxAge: 65 }, { min: 21, max: 65 }],
    [null, { minAge: 18, maxAge: 66 }, { min: 18, max: 66 }],
  ])('provider %s %o → %o', (providerId, override, expected) => {
    expect(ageBounds(providerId, override)).toEqual(expected);
  });
});

describe('ageFromYear', () => {
  it('counts years only', () => {
    expect(ageFromYear(2008, TODAY)).toBe(18);
    expect(ageFromYear(1990, new Date('2026-01-01T00:00:00Z'))).toBe(36);
  });
});

describe('parseDob', () => {
  it('returns the numbers of a valid date', () => {
    expect(parseDob(d('05', '06', '1990'), TODAY)).toEqual({ date: 5, month: 6, year: 1990 });
  });

  it('accepts today and refuses tomorrow', () => {
    expect(parseDob(d('21', '11', '2026'), TODAY)).toEqual({ date: 21, month: 11, year: 2026 });
    expect(parseDob(d('22', '11', '2026'), TODAY)).toEqual({ error: 'Invalid date' });
  });
});
