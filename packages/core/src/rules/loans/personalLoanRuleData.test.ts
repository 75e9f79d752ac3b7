import { describe, expect, it } from 'vitest';
import {
  type PersonalLoanAnswers,
  personalLoanRuleData,
  ruleEngineQuery,
} from './personalLoanRuleData.js';

const answers: PersonalLoanAnswers = {
  cityId: 12,
  itrFiled: true,
  propertyOwned: false,
  professionId: 1,
  salaried: true,
  grossMonthlyIncome: 55_000,
  birthYear: 1992,
  expectedLoanAmount: 3_00_000,
  expectedTenure: 36,
};

describe('personalLoanRuleData', () => {
  it('sends the age from the birth year, the fixed values and a salaried income', () => {
    expect(personalLoanRuleData(answers, 2026)).toEqual({
      cityId: 12,
      itrStatus: 1,
      propertyOwned: 0,
      professionId: 1,
      grossMonthlyIncome: 55_000,
      age: 34,
      expectedLoanAmount: 3_00_000,
      expectedTenure: 36,
      limit: 1000,
      totalExperience: 6,
      caAudited: true,
    });
  });

  it('sends the self-employed constants instead of an income', () => {
    const data = personalLoanRuleData({ ...answers, salaried: false, propertyOwned: true }, 2026);
    expect(data).not.toHaveProperty('grossMonthlyIncome');
    expect(data).toMatchObject({
      depreciationAmount: 40_000,
      netProfit: 40_00_000,
      propertyOwned: 1,
    });
  });
});

describe('ruleEngineQuery', () => {
  it('drops underscore fields and companyId, and clears the age', () => {
    expect(
      ruleEngineQuery({
        _bankIds: [1],
        _cityName: 'Pune',
        cityId: 12,
        companyId: 9,
        age: 34,
        offset: 0,
        limit: 1000,
      }),
    ).toEqual({ cityId: 12, age: null, offset: 0, limit: 1000 });
  });
});
