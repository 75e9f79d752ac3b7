import { formatINR } from '../format/formatINR.js';
import {
  creditHistoryRank,
  creditHistoryText,
  employerCategoryLabel,
} from './employerCategories.js';
import type { Applicant, MatchableCard, PreparedApplicant, PreparedCard } from './types.js';

// What the criteria read: each card's eligibility with its lookups and texts built once per
// catalog, and the applicant's texts built once per request.

const EMPLOYMENT_INDEX = { salaried: 0, selfEmployed: 1, professional: 2 } as const;

/** A card ready for the criteria. `staticRank` is set by `compileCatalog`. */
export function prepareCard(card: MatchableCard, index = 0, staticRank = 0): PreparedCard {
  const e = card.eligibility;
  const professional =
    e.minIncomeProfessional === undefined ? e.minIncomeSelfEmployed : e.minIncomeProfessional;
  const minIncome = [e.minIncomeSalaried, e.minIncomeSelfEmployed, professional] as const;
  const employers = e.employerCategories ?? null;
  const minCredit = e.minCreditHistory ?? null;
  const minLimit = e.minExistingCardLimit ?? null;
  const rating = card.ratings ?? 0;
  return {
    index,
    eligibility: e,
    minIncome,
    minIncomeText: [text(minIncome[0]), text(minIncome[1]), text(minIncome[2])],
    ageRange: `${e.minAge}–${e.maxAge}`,
    cities: e.cities === null ? null : new Map(e.cities.map((c) => [c.trim().toLowerCase(), c])),
    employers: employers === null ? null : new Set(employers),
    employersText: employers === null ? '' : employers.map(employerCategoryLabel).join(', '),
    minCreditRank: minCredit === null ? null : creditHistoryRank(minCredit),
    minCreditText: minCredit === null ? '' : creditHistoryText(minCredit),
    minExistingCardLimit: minLimit,
    minExistingCardLimitText: text(minLimit),
    issuerBankId: card.issuer_bank_id,
    issuerText: `you already bank with ${card.issuer_bank_name ?? 'the issuer'}`,
    annualFee: card.annual_fee,
    annualFeeText: formatINR(card.annual_fee, 0),
    rating,
    ratingText: `rated ${Math.round(rating * 10) / 10} of 5`,
    categoryIds: new Set((card.categories ?? []).map((c) => c.id)),
    staticRank,
  };
}

/** The applicant ready for the criteria. */
export function prepareApplicant(applicant: Applicant): PreparedApplicant {
  const credit = applicant.creditHistory ?? null;
  const employer = applicant.employerCategory ?? null;
  return {
    applicant,
    employmentIndex: EMPLOYMENT_INDEX[applicant.employment],
    cityKey: applicant.city === null ? null : applicant.city.trim().toLowerCase(),
    incomeText: text(applicant.monthlyIncome),
    cardLimitText: text(applicant.cardLimit),
    creditRank: credit === null ? null : creditHistoryRank(credit),
    creditText: credit === null ? '' : creditHistoryText(credit),
    employerText: employer === null ? '' : employerCategoryLabel(employer),
    spend: new Set(applicant.spendCategoryIds ?? []),
  };
}

function text(amount: number | null): string {
  return amount === null ? '' : formatINR(amount, 0);
}
