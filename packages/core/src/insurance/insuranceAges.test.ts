import { describe, expect, it } from 'vitest';
import { runRule } from '../engine/runRule.js';
import { TODAY } from '../validation/rule.fixture.js';
import type { InsuranceProduct } from './covers/insuranceCover.js';
import { INSURANCE_AGE_RANGES, insuranceAgeProblem, insuranceDobRule } from './insuranceAges.js';

// TODAY is 21/11/2026: an applicant born in 2026 - n is n years old, whatever the day.
const YEAR = TODAY.getUTCFullYear();

const LIMITS: readonly [InsuranceProduct, number, number][] = [
  ['termHospicashSuraksha', 18, 61],
  ['termSurakshaAccident', 18, 61],
  ['termAccident', 18, 61],
  ['dengueMalaria', 18, 66],
  ['hospicash', 18, 66],
  ['accident', 18, 65],
  ['term', 18, 60],
  ['instaOpd', 18, 65],
];

describe('insurance entry ages', () => {
  for (const [product, min, max] of LIMITS) {
    describe(`${product}: ${min} to ${max}`, () => {
      it('holds the range', () => {
        expect(INSURANCE_AGE_RANGES[product]).toEqual({ min, max });
      });

      it('refuses one year under the minimum and takes the minimum', () => {
        expect(insuranceAgeProblem(product, YEAR - (min - 1), TODAY)).toBe(`Minimum age ${min}`);
        expect(insuranceAgeProblem(product, YEAR - min, TODAY)).toBeNull();
      });

      it('takes the maximum and refuses one year over it', () => {
        expect(insuranceAgeProblem(product, YEAR - max, TODAY)).toBeNull();
        expect(insuranceAgeProblem(product, YEAR - (max + 1), TODAY)).toBe(
          `Maximum entry age ${max}`,
        );
      });

      it('gives the date-of-birth field the same bounds through the dob rule', () => {
        const ref = insuranceDobRule(product);
        if (ref === null) throw new Error(`${product} has no dob rule`);
        const born = (age: number) => ({ date: '31', month: '12', year: String(YEAR - age) });
        const run = (age: number) => runRule(ref, born(age), {}, { today: TODAY });
        expect(run(min - 1)).toBe(`Minimum age ${min}`);
        expect(run(min)).toBeNull();
        expect(run(max)).toBeNull();
        expect(run(max + 1)).toBe(`Maximum entry age ${max}`);
      });
    });
  }

  it('counts the year only: born 31/12 eighteen years ago is 18', () => {
    expect(insuranceAgeProblem('term', YEAR - 18, new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('asks no age of the shop covers or the group health applicant', () => {
    for (const product of ['shop', 'lombard', 'groupHealth'] as const) {
      expect(insuranceDobRule(product)).toBeNull();
      expect(insuranceAgeProblem(product, YEAR - 5, TODAY)).toBeNull();
    }
  });
});
