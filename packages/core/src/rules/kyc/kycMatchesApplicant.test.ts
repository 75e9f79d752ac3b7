import { describe, expect, it } from 'vitest';
import { kycApplicant, kycGender } from './kycApplicant.js';
import {
  type KycPerson,
  kycMatchesApplicant,
  kycMismatches,
  kycMismatchText,
} from './kycMatchesApplicant.js';

// The applicant and the record he was shown (issue 20 item 6).
const suresh: KycPerson = { name: 'Suresh Kumar Patil', dob: '1985-06-01', gender: 'M' };
const asha: KycPerson = { name: 'Asha Verma', dob: '1990-04-12', gender: 'F' };

describe('kycMatchesApplicant', () => {
  it('refuses a record of another person on every detail', () => {
    expect(kycMatchesApplicant(suresh, asha)).toBe(false);
    expect(kycMismatches(suresh, asha)).toEqual(['name', 'dob', 'gender']);
  });

  it('takes the applicant’s own record written another way (order, initials, case)', () => {
    expect(kycMatchesApplicant(suresh, { ...suresh, name: 'PATIL S K' })).toBe(true);
  });

  it('compares the date of birth exactly', () => {
    expect(kycMismatches(suresh, { ...suresh, dob: '1985-01-06' })).toEqual(['dob']);
    expect(kycMismatches(suresh, { ...suresh, dob: '1986-06-01' })).toEqual(['dob']);
  });

  it('compares the gender', () => {
    expect(kycMismatches(suresh, { ...suresh, gender: 'F' })).toEqual(['gender']);
    expect(kycMismatches({ ...suresh, gender: 'T' }, { ...suresh, gender: 'T' })).toEqual([]);
  });

  it('leaves out what the record does not state, and fails what the applicant did not give', () => {
    expect(kycMismatches(suresh, { ...suresh, dob: null, gender: null })).toEqual([]);
    expect(kycMismatches({ ...suresh, dob: null, gender: null }, suresh)).toEqual([
      'dob',
      'gender',
    ]);
    expect(kycMismatches({ ...suresh, name: '' }, suresh)).toEqual(['name']);
  });

  it('says what differs in words', () => {
    expect(kycMismatchText(['name', 'dob', 'gender'])).toBe('name, date of birth and gender');
    expect(kycMismatchText(['dob', 'gender'])).toBe('date of birth and gender');
    expect(kycMismatchText(['name'])).toBe('name');
  });
});

describe('kycApplicant', () => {
  it('reads the loan journeys’ answers: full name, the date of birth’s parts, gender', () => {
    const answers = {
      fullName: ' Suresh Kumar Patil ',
      dobDate: '1',
      dobMonth: '6',
      dobYear: '1985',
      gender: 'male',
    };
    expect(kycApplicant(answers)).toEqual(suresh);
  });

  it('reads a date of birth typed as text, as YYYY-MM-DD or DD/MM/YYYY', () => {
    expect(kycApplicant({ dob: '1985-06-01' }).dob).toBe('1985-06-01');
    expect(kycApplicant({ dateOfBirth: '01/06/1985' }).dob).toBe('1985-06-01');
    expect(kycApplicant({ dob: '31/02/1985' }).dob).toBeNull();
  });

  it('joins first, middle and last names when there is no full name', () => {
    const answers = { firstName: 'Asha', lastName: 'Verma', gender: 'female' };
    expect(kycApplicant(answers)).toEqual({ name: 'Asha Verma', dob: null, gender: 'F' });
  });

  it.each([
    ['male', 'M'],
    ['Female', 'F'],
    ['transgender', 'T'],
    ['M', 'M'],
    ['1', 'M'],
    ['2', 'F'],
    ['other', null],
    [undefined, null],
  ])('reads the gender %s as %s', (value, letter) => {
    expect(kycGender(value)).toBe(letter);
  });
});
