import { describe, expect, it } from 'vitest';
import { isKnownRule } from '../engine/runRule.js';
import { validateStep } from '../engine/validateStep.js';
import type { Answers, StepDef } from '../journeyModel/types.js';
import {
  FEMALE_NOMINEE_RELATION,
  MALE_NOMINEE_RELATION,
  NOMINEE_OLDER,
  NOMINEE_YOUNGER,
  NOMINEE_RELATION_IDS as R,
} from '../validation/nomineeRules.js';
import { COMBO_PRODUCTS, type InsuranceProduct, SINGLE_PRODUCTS } from './covers/insuranceCover.js';
import {
  INSURANCE_NOMINEE_LIMITS,
  insuranceNomineeFields,
  NOMINEE_HELP,
  NOMINEE_NATIONALITY_DEFAULT,
} from './insuranceNominee.js';

const env = { today: new Date('2026-11-21T00:00:00Z') };
// The applicant was born on 15/08/1990.
const applicant: Answers = { dobDate: '15', dobMonth: '08', dobYear: '1990' };

const stepOf = (product: InsuranceProduct): StepDef => ({
  id: 'step6.4',
  title: 'Nominee',
  fields: insuranceNomineeFields({ product }),
  next: [{ to: 'step7' }],
});

const valid = {
  nomineeName: 'Asha Verma',
  nomineeGender: 'female',
  nomineeRelation: R.spouse,
  nomineeDobDate: '01',
  nomineeDobMonth: '01',
  nomineeDobYear: '1992',
  nomineeNationality: 'Indian',
};

function errorsOf(
  product: InsuranceProduct,
  change: Record<string, unknown>,
): Record<string, string> {
  return validateStep(stepOf(product), { ...valid, ...change }, applicant, {}, env).errors;
}

const born = (year: number, month = '06', date = '15') => ({
  nomineeDobDate: date,
  nomineeDobMonth: month,
  nomineeDobYear: String(year),
});

describe('the insurance nominee', () => {
  it('takes a complete nominee', () => {
    expect(errorsOf('term', {})).toEqual({});
    expect(errorsOf('dengueMalaria', {})).toEqual({});
  });

  it('needs a name, at most 30 characters, with its own message and help text', () => {
    expect(errorsOf('accident', { nomineeName: '' })).toEqual({
      nomineeName: "Please enter the nominee's name",
    });
    expect(errorsOf('accident', { nomineeName: 'A'.repeat(30) })).toEqual({});
    expect(errorsOf('accident', { nomineeName: 'A'.repeat(31) })).toEqual({
      nomineeName: 'Must be 30 characters or less',
    });
    expect(INSURANCE_NOMINEE_LIMITS.name).toBe(30);
    expect(stepOf('term').fields[0]?.hint).toBe(NOMINEE_HELP);
  });

  it('asks term cover for a first and a last name', () => {
    expect(errorsOf('term', { nomineeName: 'Asha' })).toEqual({
      nomineeName: 'Please enter valid first name and last name',
    });
    expect(errorsOf('accident', { nomineeName: 'Asha' })).toEqual({});
  });

  it("prefills 'Indian' as nationality, at most 15 characters, required", () => {
    const field = stepOf('term').fields.find((f) => f.name === 'nomineeNationality');
    expect(field?.defaultValue).toBe(NOMINEE_NATIONALITY_DEFAULT);
    expect(NOMINEE_NATIONALITY_DEFAULT).toBe('Indian');
    expect(errorsOf('term', { nomineeNationality: 'A'.repeat(15) })).toEqual({});
    expect(errorsOf('term', { nomineeNationality: 'A'.repeat(16) })).toEqual({
      nomineeNationality: 'Must be 15 characters or less',
    });
    expect(errorsOf('term', { nomineeNationality: '' })).toEqual({
      nomineeNationality: 'Required',
    });
  });

  it('needs the relation and the date of birth', () => {
    expect(errorsOf('term', { nomineeRelation: '' })).toEqual({ nomineeRelation: 'Required' });
    expect(errorsOf('term', { nomineeDobYear: '' })).toEqual({ nomineeDob: 'Required' });
  });

  it('refuses a minor: 17 by the year is refused, 18 taken', () => {
    expect(errorsOf('term', born(2009))).toEqual({ nomineeDob: 'Nominee cannot be minor' });
    expect(errorsOf('term', born(2008))).toEqual({});
  });

  it('refuses a nominee over 99: 99 by the year is taken, 100 refused', () => {
    const father = { nomineeGender: 'male', nomineeRelation: R.father };
    expect(errorsOf('term', { ...father, ...born(1927) })).toEqual({});
    expect(errorsOf('term', { ...father, ...born(1926) })).toEqual({
      nomineeDob: 'Maximum age allowed is 99 years',
    });
  });

  it('refuses a son or daughter older than the applicant', () => {
    const son = { nomineeGender: 'male', nomineeRelation: R.son };
    const daughter = { nomineeGender: 'female', nomineeRelation: R.daughter };
    expect(errorsOf('term', { ...son, ...born(1990, '08', '14') })).toEqual({
      nomineeDob: NOMINEE_OLDER,
    });
    expect(errorsOf('term', { ...daughter, ...born(1990, '08', '14') })).toEqual({
      nomineeDob: NOMINEE_OLDER,
    });
    expect(errorsOf('term', { ...son, ...born(1990, '08', '15') })).toEqual({});
    expect(errorsOf('term', { ...daughter, ...born(2000) })).toEqual({});
  });

  it('refuses a father or mother younger than the applicant', () => {
    const father = { nomineeGender: 'male', nomineeRelation: R.father };
    const mother = { nomineeGender: 'female', nomineeRelation: R.mother };
    expect(errorsOf('term', { ...father, ...born(1990, '08', '16') })).toEqual({
      nomineeDob: NOMINEE_YOUNGER,
    });
    expect(errorsOf('term', { ...mother, ...born(1990, '08', '16') })).toEqual({
      nomineeDob: NOMINEE_YOUNGER,
    });
    expect(errorsOf('term', { ...mother, ...born(1965) })).toEqual({});
  });

  it('matches the relation to the gender, spouse for both', () => {
    // A date of birth that fits the relation, so only the relation can be wrong.
    const parents: string[] = [R.father, R.mother];
    const children: string[] = [R.son, R.daughter];
    const fits = (relation: string) =>
      parents.includes(relation)
        ? born(1960)
        : children.includes(relation)
          ? born(2005)
          : born(1992);
    const run = (gender: string, relation: string) =>
      errorsOf('term', { nomineeGender: gender, nomineeRelation: relation, ...fits(relation) });
    for (const relation of [R.father, R.son, R.brother, R.spouse]) {
      expect(run('male', relation)).toEqual({});
    }
    for (const relation of [R.mother, R.daughter, R.sister, R.spouse]) {
      expect(run('female', relation)).toEqual({});
    }
    for (const relation of [R.mother, R.daughter, R.sister]) {
      expect(run('male', relation)).toEqual({ nomineeRelation: MALE_NOMINEE_RELATION });
    }
    for (const relation of [R.father, R.son, R.brother]) {
      expect(run('female', relation)).toEqual({ nomineeRelation: FEMALE_NOMINEE_RELATION });
    }
    expect(MALE_NOMINEE_RELATION).toBe('Nominee relation should be either Father/Son/Brother');
  });

  it('offers a third gender (decision 032), whose relation is not bound', () => {
    const gender = stepOf('term').fields.find((f) => f.name === 'nomineeGender');
    expect(gender?.options?.map((o) => o.value)).toEqual(['male', 'female', 'transgender']);
    expect(errorsOf('term', { nomineeGender: 'transgender', nomineeRelation: R.sister })).toEqual(
      {},
    );
    expect(errorsOf('term', { nomineeGender: 'transgender', nomineeRelation: R.brother })).toEqual(
      {},
    );
  });

  it('skips the extra checks for group health, keeping the 99-year bound', () => {
    expect(errorsOf('groupHealth', born(2015))).toEqual({});
    expect(errorsOf('groupHealth', { nomineeGender: 'male', nomineeRelation: R.mother })).toEqual(
      {},
    );
    expect(
      errorsOf('groupHealth', { nomineeRelation: R.son, nomineeGender: 'male', ...born(1980) }),
    ).toEqual({});
    expect(errorsOf('groupHealth', born(1926))).toEqual({
      nomineeDob: 'Maximum age allowed is 99 years',
    });
    expect(errorsOf('groupHealth', born(2027))).toEqual({ nomineeDob: 'Invalid date' });
  });
});

describe('the nominee fields of every product', () => {
  it("name only the validation registry's rules", () => {
    for (const product of [...SINGLE_PRODUCTS, ...COMBO_PRODUCTS]) {
      for (const ref of stepOf(product).fields.flatMap((f) => f.rules ?? [])) {
        expect(isKnownRule(ref.rule), `${product}: ${ref.rule}`).toBe(true);
      }
    }
  });
});
