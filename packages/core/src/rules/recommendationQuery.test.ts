import { describe, expect, it } from 'vitest';
import { SAMPLE_VALUES } from '../journeys/sampleValues.js';
import {
  applicantFromFilters,
  defaultRecommendationFilters,
  professionCategoryOf,
  recommendationFiltersFromAnswers,
  recommendationQuery,
  recommendationQueryFromAnswers,
} from './recommendationQuery.js';

const base = defaultRecommendationFilters();

describe('recommendationQuery', () => {
  it('has the spec defaults', () => {
    expect(base).toMatchObject({ minAnnualFee: 0, maxAnnualFee: 100_000, offset: 0, limit: 1000 });
    expect(recommendationQuery(base)).toEqual({
      empType: 2,
      dob: null,
      cityPrettyName: 'others',
      minGmi: null,
      accountProviderId: null,
      companyId: null,
      otherCard: 0,
      otherCardLimit: null,
    });
  });

  it.each([
    [0, null, 1],
    [1, null, 2],
    [2, null, 2],
    [null, 1, 1],
    [null, 2, 2],
    [null, 3, 2],
    [null, null, 2],
  ] as const)('professionCategory %s, occupationType %s → empType %i', (pc, ot, empType) => {
    expect(recommendationQuery({ professionCategory: pc, occupationType: ot }).empType).toBe(
      empType,
    );
  });

  it('writes the birth date as YYYY-MM-DD, zero-padded, or null when not a real date', () => {
    expect(recommendationQuery({ dobDate: '5', dobMonth: '8', dobYear: '1990' }).dob).toBe(
      '1990-08-05',
    );
    expect(recommendationQuery({ dobDate: '30', dobMonth: '02', dobYear: '1990' }).dob).toBeNull();
    expect(recommendationQuery({ dobDate: '01', dobMonth: '01', dobYear: '90' }).dob).toBeNull();
  });

  it("keeps 'others' as the literal default city, never 'Other' (X-22)", () => {
    expect(recommendationQuery({ cityPrettyName: '  ' }).cityPrettyName).toBe('others');
    expect(recommendationQuery({ cityPrettyName: 'Mumbai' }).cityPrettyName).toBe('Mumbai');
  });

  it('maps income, bank, company and the card held', () => {
    const q = recommendationQuery({
      professionCategory: 0,
      monthlyIncome: 85_000,
      companyId: 12,
      userBank: {
        ...base.userBank,
        bankId: 4,
        hasExistingCard: true,
        existingCardLimit: 150_000,
      },
    });
    expect(q).toMatchObject({
      empType: 1,
      minGmi: 85_000,
      accountProviderId: 4,
      companyId: 12,
      otherCard: 1,
      otherCardLimit: 150_000,
    });
    const noCard = recommendationQuery({
      userBank: { ...base.userBank, existingCardLimit: 150_000 },
    });
    expect(noCard).toMatchObject({ otherCard: 0, otherCardLimit: null });
  });

  it('derives the profession category from the occupation type', () => {
    expect(professionCategoryOf({ occupationType: 3 })).toBe(2);
    expect(professionCategoryOf({ professionCategory: 0, occupationType: 3 })).toBe(0);
    expect(professionCategoryOf({})).toBeNull();
  });
});

describe('recommendationFiltersFromAnswers', () => {
  it('reads a salaried journey', () => {
    const answers = {
      ...SAMPLE_VALUES,
      city: { id: 7, city_id: 7, city: 'Mumbai', pretty_name: 'Mumbai' },
      existingCard: 'yes',
    };
    const f = recommendationFiltersFromAnswers(answers);
    expect(f).toMatchObject({
      occupationType: 1,
      professionCategory: 0,
      dobDate: '15',
      dobMonth: '08',
      dobYear: '1990',
      cityPrettyName: 'Mumbai',
      cityName: 'Mumbai',
      cityIds: [7],
      monthlyIncome: 85_000,
      companyId: 1,
      companyName: 'Tata Consultancy Services',
      userBank: {
        hasExistingCard: true,
        ccBankId: 1,
        ccBankName: 'HDFC Bank',
        existingCardLimit: 150_000,
        bankId: null,
        bankName: null,
      },
    });
    expect(recommendationQueryFromAnswers(answers)).toEqual({
      empType: 1,
      dob: '1990-08-15',
      cityPrettyName: 'Mumbai',
      minGmi: 85_000,
      accountProviderId: null,
      companyId: 1,
      otherCard: 1,
      otherCardLimit: 150_000,
    });
  });

  it('reads a self-employed professional, with income from the ITR', () => {
    const f = recommendationFiltersFromAnswers({
      empType: 'selfEmpl',
      selfEmplType: 'professional',
      profession: 'doctor',
      itrStatus: 'yes',
      itrValue: '1,200,000',
      dob: { date: '1', month: '2', year: '1980' },
    });
    expect(f).toMatchObject({
      occupationType: 3,
      professionCategory: 2,
      employerCategory: 'doctor',
      monthlyIncome: 100_000,
      dobYear: '1980',
      dobMonth: '02',
      dobDate: '01',
      cityPrettyName: null,
    });
    expect(recommendationQuery(f)).toMatchObject({ empType: 2, cityPrettyName: 'others' });
  });

  it('ignores the ITR value when no ITR is filed, and takes the company category', () => {
    const f = recommendationFiltersFromAnswers({
      empType: 'selfEmpl',
      itrStatus: 'no',
      itrValue: '1200000',
      company: { id: 3, name: 'Acme LLP', categoryId: 9 },
    });
    expect(f).toMatchObject({ occupationType: 2, monthlyIncome: null, employerCategory: 'llp' });
  });
});

describe('applicantFromFilters', () => {
  it('builds the full applicant, spend categories from the chosen categories', () => {
    const a = applicantFromFilters(
      {
        occupationType: 1,
        dobYear: '1990',
        dobMonth: '12',
        dobDate: '31',
        cityPrettyName: 'Pune',
        monthlyIncome: 60_000,
        categoryIds: [2, 3],
        employerCategory: 'psu',
        creditHistory: 'outstanding',
      },
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(a).toEqual({
      employment: 'salaried',
      age: 35,
      city: 'Pune',
      monthlyIncome: 60_000,
      bankId: null,
      hasCard: false,
      cardLimit: null,
      employerCategory: 'psu',
      creditHistory: 'outstanding',
      spendCategoryIds: [2, 3],
    });
  });
});
