import { describe, expect, it } from 'vitest';
import { dob } from './dob.js';
import { check } from './rule.fixture.js';

// The partner business loan's applicant age: 21 to 65 by the full date (BL-52, X-20).
const bl = { providerId: 384, fullDate: true, invalidMessage: 'Invalid' };
const boxes = (date: string, month: string, year: string) => ({ date, month, year });

describe('dob with fullDate (business loan, today 2026-11-21)', () => {
  it('refuses 20 years and 364 days, accepts the 21st birthday', () => {
    expect(check(dob, boxes('22', '11', '2005'), bl)).toBe('Minimum age is 21');
    expect(check(dob, boxes('21', '11', '2005'), bl)).toBeNull();
  });

  // Age is completed years: 65 years and one day is still 65 (decision 020); the 66th
  // birthday is the first refused day.
  it('accepts 65 and 65 years plus one day, refuses from the 66th birthday', () => {
    expect(check(dob, boxes('21', '11', '1961'), bl)).toBeNull();
    expect(check(dob, boxes('20', '11', '1961'), bl)).toBeNull();
    expect(check(dob, boxes('22', '11', '1960'), bl)).toBeNull();
    expect(check(dob, boxes('21', '11', '1960'), bl)).toBe('Maximum age is 65');
  });

  it('differs from the year-only age on the same dates', () => {
    expect(check(dob, boxes('22', '11', '2005'), { providerId: 384 })).toBeNull();
    expect(check(dob, boxes('22', '11', '1960'), { providerId: 384 })).toBe('Maximum age is 65');
  });

  it("says 'Invalid' for a date that is not on the calendar or not past", () => {
    for (const [d, m, y] of [
      ['31', '02', '1990'],
      ['29', '02', '1991'],
      ['00', '05', '1990'],
      ['10', '13', '1990'],
      ['10', '05', '99'],
      ['22', '11', '2026'],
    ] as const) {
      expect(check(dob, boxes(d, m, y), bl), `${d}/${m}/${y}`).toBe('Invalid');
    }
    expect(check(dob, boxes('29', '02', '1992'), bl)).toBeNull();
  });

  it('keeps the generic box messages without invalidMessage', () => {
    expect(check(dob, boxes('10', '13', '1990'), { providerId: 384 })).toBe('Invalid month');
  });
});

describe('dob as the nominee age (18 to 99 by the full date)', () => {
  const nominee = {
    providerId: 384,
    fullDate: true,
    minAge: 18,
    maxAge: 99,
    minMessage: 'Nominee cannot be minor',
    maxMessage: 'Maximum age allowed is 99 years',
    invalidMessage: 'Invalid',
  };

  it('refuses a minor by one day and accepts the 18th birthday', () => {
    expect(check(dob, boxes('22', '11', '2008'), nominee)).toBe('Nominee cannot be minor');
    expect(check(dob, boxes('21', '11', '2008'), nominee)).toBeNull();
  });

  it('accepts 99 years and 364 days and refuses the 100th birthday', () => {
    expect(check(dob, boxes('22', '11', '1926'), nominee)).toBeNull();
    expect(check(dob, boxes('21', '11', '1926'), nominee)).toBe('Maximum age allowed is 99 years');
  });
});
