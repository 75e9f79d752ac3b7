import { describe, expect, it } from 'vitest';
import {
  FEMALE_NOMINEE_RELATION,
  MALE_NOMINEE_RELATION,
  NOMINEE_OLDER,
  NOMINEE_YOUNGER,
  nomineeRules,
  NOMINEE_RELATION_IDS as R,
} from './nomineeRules.js';
import { check } from './rule.fixture.js';

const { nomineeRelation, nomineeDob } = nomineeRules;
const args = { genderField: 'nomineeGender' };

describe('nomineeRelation', () => {
  it('lets a male nominee be father, son, brother or spouse only', () => {
    for (const r of [R.father, R.son, R.brother, R.spouse]) {
      expect(check(nomineeRelation, r, args, { nomineeGender: 'male' })).toBeNull();
    }
    for (const r of [R.mother, R.daughter, R.sister]) {
      expect(check(nomineeRelation, r, args, { nomineeGender: 'male' })).toBe(
        MALE_NOMINEE_RELATION,
      );
    }
    expect(MALE_NOMINEE_RELATION).toBe('Nominee relation should be either Father/Son/Brother');
  });

  it('lets a female nominee be mother, daughter, sister or spouse only', () => {
    for (const r of [R.mother, R.daughter, R.sister, R.spouse]) {
      expect(check(nomineeRelation, r, args, { nomineeGender: 'female' })).toBeNull();
    }
    for (const r of [R.father, R.son, R.brother]) {
      expect(check(nomineeRelation, r, args, { nomineeGender: 'female' })).toBe(
        FEMALE_NOMINEE_RELATION,
      );
    }
  });

  it('has nothing to compare before the gender is answered', () => {
    expect(check(nomineeRelation, R.mother, args, {})).toBeNull();
  });
});

describe('nomineeDob against the applicant (born 15/08/1990)', () => {
  const applicant = { dobDate: '15', dobMonth: '08', dobYear: '1990' };
  const dobArgs = { relationField: 'nomineeRelation', applicantField: 'dob' };
  const run = (relation: string, date: string, month: string, year: string) =>
    check(nomineeDob, { date, month, year }, dobArgs, { ...applicant, nomineeRelation: relation });

  it('refuses a son or daughter born before the applicant', () => {
    expect(run(R.son, '14', '08', '1990')).toBe(NOMINEE_OLDER);
    expect(run(R.daughter, '01', '01', '1960')).toBe(NOMINEE_OLDER);
    expect(run(R.son, '15', '08', '1990')).toBeNull();
    expect(run(R.daughter, '16', '08', '1990')).toBeNull();
  });

  it('refuses a father or mother born after the applicant', () => {
    expect(run(R.father, '16', '08', '1990')).toBe(NOMINEE_YOUNGER);
    expect(run(R.mother, '01', '01', '2000')).toBe(NOMINEE_YOUNGER);
    expect(run(R.mother, '15', '08', '1990')).toBeNull();
    expect(run(R.father, '14', '08', '1990')).toBeNull();
  });

  it('does not compare siblings or a spouse', () => {
    for (const r of [R.brother, R.sister, R.spouse]) {
      expect(run(r, '01', '01', '1960')).toBeNull();
      expect(run(r, '01', '01', '2005')).toBeNull();
    }
  });

  it('passes when the applicant date is missing or invalid (the dob rule reports those)', () => {
    const nominee = { date: '01', month: '01', year: '1960' };
    expect(check(nomineeDob, nominee, dobArgs, { nomineeRelation: R.son })).toBeNull();
    const bad = { dobDate: '31', dobMonth: '02', dobYear: '1990', nomineeRelation: R.son };
    expect(check(nomineeDob, nominee, dobArgs, bad)).toBeNull();
  });

  it('keeps the spec wording of the cut-off messages as their start', () => {
    expect(NOMINEE_OLDER.startsWith('Nominee cannot be older')).toBe(true);
    expect(NOMINEE_YOUNGER.startsWith('Nominee cannot be younger')).toBe(true);
  });
});
