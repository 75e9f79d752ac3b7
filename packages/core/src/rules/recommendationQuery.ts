import { CARD_LIST_DEFAULTS } from '../catalog/limits.js';
import type { Answers } from '../journeyModel/types.js';
import {
  answerAmount,
  answerCity,
  answerDob,
  answerId,
  answerText,
  answerYesNo,
  cityNameOf,
  cityPrettyNameOf,
  isAnswerObject,
} from './answerValues.js';
import { type ApplicantExtras, applicantFromQuery } from './applicantFromQuery.js';
import { type EmployerCategory, employerCategory } from './employerCategories.js';
import type { Applicant, CreditHistoryKey, RecommendationQuery } from './types.js';

/** The spec's default when the applicant's city is not known (X-22: not the 'Other' city). */
export const UNKNOWN_CITY_PRETTY_NAME = 'others';

/** The bank facts of the recommendation filter state. */
export interface UserBank {
  ccBankName: string | null;
  ccBankId: number | null;
  existingCardLimit: number | null;
  hasExistingCard: boolean;
  bankName: string | null;
  bankId: number | null;
}

/** The spec's card recommendation filter state (01 §3), plus two facts of ours at the end. */
export interface RecommendationFilters {
  bankIds: number[];
  cityIds: number[];
  cityName: string | null;
  cityPrettyName: string | null;
  /** 1 Salaried, 2 Self Employed, 3 Self Employed Professional. */
  occupationType: 1 | 2 | 3 | null;
  businessNature: 'manufacturing' | 'trading' | 'services' | null;
  minAnnualFee: number;
  maxAnnualFee: number;
  minJoiningFee: number | null;
  professionIds: number[];
  /** 0 salaried; otherwise self-employed (1) or professional (2): occupationType - 1. */
  professionCategory: number | null;
  categoryIds: number[];
  cardTypes: string[];
  monthlyIncome: number | null;
  mustHavePriorCard: boolean | null;
  minCreditLimit: number | null;
  companyName: string | null;
  companyId: number | null;
  providerCompanyCategoryIds: number[];
  offset: number;
  limit: number;
  dobDate: string | null;
  dobMonth: string | null;
  dobYear: string | null;
  userBank: UserBank;
  /** Ours: one of the 13 employer and profession categories, when known. */
  employerCategory: EmployerCategory | null;
  /** Ours: the credit-history level, when known (e.g. from a credit report). */
  creditHistory: CreditHistoryKey | null;
}

export function defaultRecommendationFilters(): RecommendationFilters {
  return {
    bankIds: [],
    cityIds: [],
    cityName: null,
    cityPrettyName: null,
    occupationType: null,
    businessNature: null,
    minAnnualFee: CARD_LIST_DEFAULTS.minAnnualFee,
    maxAnnualFee: CARD_LIST_DEFAULTS.maxAnnualFee,
    minJoiningFee: null,
    professionIds: [],
    professionCategory: null,
    categoryIds: [],
    cardTypes: [],
    monthlyIncome: null,
    mustHavePriorCard: null,
    minCreditLimit: null,
    companyName: null,
    companyId: null,
    providerCompanyCategoryIds: [],
    offset: CARD_LIST_DEFAULTS.offset,
    limit: CARD_LIST_DEFAULTS.filterLimit,
    dobDate: null,
    dobMonth: null,
    dobYear: null,
    userBank: {
      ccBankName: null,
      ccBankId: null,
      existingCardLimit: null,
      hasExistingCard: false,
      bankName: null,
      bankId: null,
    },
    employerCategory: null,
    creditHistory: null,
  };
}

/** The filters' profession category: as set, else the occupation type minus one. */
export function professionCategoryOf(
  filters: Pick<Partial<RecommendationFilters>, 'professionCategory' | 'occupationType'>,
): number | null {
  if (filters.professionCategory != null) return filters.professionCategory;
  return filters.occupationType != null ? filters.occupationType - 1 : null;
}

/**
 * The spec's recommendation query of a filter state: empType 1 when professionCategory is 0,
 * else 2 (an unknown category is not 0, so 2); dob 'YYYY-MM-DD' or null; cityPrettyName
 * 'others' when not known; otherCard 0 or 1, with the limit only when there is a card.
 */
export function recommendationQuery(filters: Partial<RecommendationFilters>): RecommendationQuery {
  const bank = filters.userBank;
  const hasCard = bank?.hasExistingCard === true;
  const dob = answerDob({
    dobYear: filters.dobYear ?? null,
    dobMonth: filters.dobMonth ?? null,
    dobDate: filters.dobDate ?? null,
  });
  return {
    empType: professionCategoryOf(filters) === 0 ? 1 : 2,
    dob,
    cityPrettyName: filters.cityPrettyName?.trim() || UNKNOWN_CITY_PRETTY_NAME,
    minGmi: answerAmount(filters.monthlyIncome ?? null),
    accountProviderId: bank?.bankId ?? null,
    companyId: filters.companyId ?? null,
    otherCard: hasCard ? 1 : 0,
    otherCardLimit: hasCard ? answerAmount(bank?.existingCardLimit ?? null) : null,
  };
}

/** The facts of a filter state that the query cannot carry. */
export function applicantExtrasOf(filters: Partial<RecommendationFilters>): ApplicantExtras {
  return {
    occupationType: filters.occupationType ?? null,
    employerCategory: filters.employerCategory ?? null,
    creditHistory: filters.creditHistory ?? null,
    spendCategoryIds: filters.categoryIds ?? null,
  };
}

/** The applicant of a filter state: its query, plus occupation, employer, credit and spends. */
export function applicantFromFilters(
  filters: Partial<RecommendationFilters>,
  today: Date,
): Applicant {
  return applicantFromQuery(recommendationQuery(filters), today, applicantExtrasOf(filters));
}

const PROFESSIONS: Record<string, EmployerCategory> = {
  doctor: 'doctor',
  architect: 'architect',
  lawyer: 'lawyer',
  charteredAccountant: 'charteredAccountant',
  ca: 'charteredAccountant',
};

/**
 * The recommendation filter state a card journey's answers imply: employment (empType,
 * selfEmplType, profession), birth date, city, income (the monthly income, else a twelfth of
 * the ITR value when ITR is filed), company, the card held and its limit, the bank banked with.
 */
export function recommendationFiltersFromAnswers(answers: Answers): RecommendationFilters {
  const filters = defaultRecommendationFilters();
  const professional =
    answers.selfEmplType === 'professional' ||
    (typeof answers.profession === 'string' && answers.profession in PROFESSIONS);
  if (answers.empType === 'salaried') filters.occupationType = 1;
  else if (answers.empType === 'selfEmpl') filters.occupationType = professional ? 3 : 2;
  filters.professionCategory = professionCategoryOf(filters);

  const dob = answerDob(answers);
  if (dob) {
    const [year, month, day] = dob.split('-');
    filters.dobYear = year ?? null;
    filters.dobMonth = month ?? null;
    filters.dobDate = day ?? null;
  }

  const city = answerCity(answers);
  filters.cityPrettyName = cityPrettyNameOf(city);
  filters.cityName = cityNameOf(city);
  const cityId = city ? (answerId(city.city_id) ?? answerId(city.id)) : null;
  if (cityId !== null) filters.cityIds = [cityId];

  const itr = answerYesNo(answers.itrStatus) === true ? answerAmount(answers.itrValue) : null;
  filters.monthlyIncome =
    answerAmount(answers.monthlyIncome) ?? (itr === null ? null : Math.round(itr / 12));

  const company = answers.company;
  filters.companyId = answerId(isAnswerObject(company) ? company.id : undefined);
  filters.companyName = answerText(company);
  filters.employerCategory =
    (filters.occupationType === 3 && typeof answers.profession === 'string'
      ? PROFESSIONS[answers.profession]
      : undefined) ??
    companyCategoryOf(company) ??
    null;

  const hasCard =
    answerYesNo(answers.existingCard) === true || answerYesNo(answers.haveBankCard) === true;
  const provider = answers.creditCardProvider;
  const bank = answers.salaryBank ?? answers.bank;
  filters.userBank = {
    hasExistingCard: hasCard,
    ccBankId: hasCard ? answerId(isAnswerObject(provider) ? provider.id : undefined) : null,
    ccBankName: hasCard ? answerText(provider) : null,
    existingCardLimit: hasCard ? answerAmount(answers.creditLimit) : null,
    bankId: answerId(isAnswerObject(bank) ? bank.id : undefined),
    bankName: answerText(bank),
  };
  return filters;
}

/** The employer category a picked company carries (`categoryId` or `category`), if any. */
function companyCategoryOf(company: Answers[string] | undefined): EmployerCategory | undefined {
  if (!isAnswerObject(company)) return undefined;
  const id = answerId(company.categoryId);
  if (id !== null) return employerCategory(id)?.key;
  const key = answerText(company.category);
  return key === null ? undefined : employerCategory(key)?.key;
}

/** The spec's query straight from a card journey's answers. */
export function recommendationQueryFromAnswers(answers: Answers): RecommendationQuery {
  return recommendationQuery(recommendationFiltersFromAnswers(answers));
}
