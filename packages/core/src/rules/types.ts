import type { CreditHistoryKey, Employment } from '../catalog/employment.js';
import type { EmployerCategory } from './employerCategories.js';

export type { CreditHistoryKey, Employment } from '../catalog/employment.js';

/**
 * Who a card is for: data, never code. Amounts are rupees a month; cities are pretty names.
 * The optional fields are absent from older cards; an absent condition does not apply.
 */
export interface CardEligibility {
  /** Minimum gross monthly income of a salaried applicant; null: not offered to them. */
  minIncomeSalaried: number | null;
  /** Minimum gross monthly income of a self-employed applicant; null: not offered to them. */
  minIncomeSelfEmployed: number | null;
  /**
   * Minimum of a self-employed professional (doctor, architect, lawyer, chartered accountant);
   * null: not offered to them; absent: the self-employed minimum applies.
   */
  minIncomeProfessional?: number | null;
  minAge: number;
  maxAge: number;
  /** Pretty names of the cities the card is offered in; null means every city. */
  cities: readonly string[] | null;
  /** Employer and profession categories the card accepts; absent or null: all of them. */
  employerCategories?: readonly EmployerCategory[] | null;
  /** The lowest credit-history level the card accepts; absent or null: any history. */
  minCreditHistory?: CreditHistoryKey | null;
  /** A card against a card: an existing credit card with at least this limit is needed. */
  minExistingCardLimit?: number | null;
}

/** The spec's card recommendation query (POST /rule_engine/recommend/credit_cards). */
export interface RecommendationQuery {
  /** 1 when professionCategory is 0 (salaried), else 2. */
  empType: 1 | 2;
  /** `YYYY-MM-DD`, or null when not known. */
  dob: string | null;
  /** Pretty name of the applicant's city; 'others' when not known (spec literal, X-22). */
  cityPrettyName: string;
  /** Gross monthly income in rupees. */
  minGmi: number | null;
  /** Bank the applicant already banks with. */
  accountProviderId: number | null;
  companyId: number | null;
  otherCard: 0 | 1;
  otherCardLimit: number | null;
}

/** The applicant as the criteria see them: the query with the age worked out. */
export interface Applicant {
  employment: Employment;
  /** Current year minus birth year (spec R-1); null when unknown. */
  age: number | null;
  /** Pretty name, or null when the city is unknown ('others'). */
  city: string | null;
  monthlyIncome: number | null;
  bankId: number | null;
  hasCard: boolean;
  cardLimit: number | null;
  /** One of the 13 employer and profession categories; null or absent when unknown. */
  employerCategory?: EmployerCategory | null;
  creditHistory?: CreditHistoryKey | null;
  /** Card category ids the applicant spends most on (rewards matching); optional. */
  spendCategoryIds?: readonly number[] | null;
}

/** The least a card must carry to be matched; the optional fields feed the ranking. */
export interface MatchableCard {
  id: number;
  name: string;
  issuer_bank_id: number;
  annual_fee: number;
  eligibility: CardEligibility;
  issuer_bank_name?: string;
  /** 0-5; null counts as 0 (spec §3 Card). */
  ratings?: number | null;
  categories?: readonly { id: number; name?: string }[];
}

/** One criterion's answer for one card. */
export type Verdict = 'pass' | 'fail' | 'unknown';

/** Verdicts as the judges write them, one byte per card. */
export const VERDICT = { pass: 0, fail: 1, unknown: 2, skip: 3 } as const;
export type VerdictCode = (typeof VERDICT)[keyof typeof VERDICT];

/**
 * A card with its indexes, built once per catalog (see `compileCatalog`). Texts are the
 * card's amounts already written in words, so a reason costs a concatenation.
 */
export interface PreparedCard {
  readonly index: number;
  readonly eligibility: CardEligibility;
  /** Minimum income by employment: salaried, self-employed, professional. */
  readonly minIncome: readonly [number | null, number | null, number | null];
  readonly minIncomeText: readonly [string, string, string];
  /** '21–60'. */
  readonly ageRange: string;
  /** Lower-cased city → its pretty name; null: every city. */
  readonly cities: ReadonlyMap<string, string> | null;
  readonly employers: ReadonlySet<EmployerCategory> | null;
  /** 'Government, PSU'. */
  readonly employersText: string;
  /** Index in CREDIT_HISTORY_LEVELS; null: any history. */
  readonly minCreditRank: number | null;
  readonly minCreditText: string;
  readonly minExistingCardLimit: number | null;
  readonly minExistingCardLimitText: string;
  readonly issuerBankId: number;
  /** 'you already bank with SBI Card'. */
  readonly issuerText: string;
  readonly annualFee: number;
  readonly annualFeeText: string;
  /** ratings, null as 0. */
  readonly rating: number;
  /** 'rated 4.2 of 5'. */
  readonly ratingText: string;
  readonly categoryIds: ReadonlySet<number>;
  /** Position in the catalog's tie-break order (annual fee, name, id). */
  readonly staticRank: number;
}

/** The applicant with what every card's criteria need worked out once. */
export interface PreparedApplicant {
  readonly applicant: Applicant;
  /** 0 salaried, 1 self-employed, 2 professional: the index into `minIncome`. */
  readonly employmentIndex: 0 | 1 | 2;
  readonly cityKey: string | null;
  readonly incomeText: string;
  readonly cardLimitText: string;
  readonly creditRank: number | null;
  readonly creditText: string;
  readonly employerText: string;
  readonly spend: ReadonlySet<number>;
}

/**
 * The judge of one rule for one applicant over a whole catalog: writes a VERDICT code per
 * card into `out` (skip: the rule does not apply to that card). No allocation per card.
 */
export type RuleJudge = (who: PreparedApplicant, out: Uint8Array) => void;

/**
 * One eligibility rule, in two halves that cannot disagree. `compile` runs once per catalog:
 * it builds the rule's index of the cards (typed columns) and returns the judge, the rule's one
 * decision. `explain` puts a decision it is given into plain words, only for the cards shown.
 */
export interface CardRule {
  readonly key: string;
  compile(cards: readonly PreparedCard[]): RuleJudge;
  explain(card: PreparedCard, who: PreparedApplicant, verdict: Verdict): string;
}

export interface CriterionResult {
  pass: boolean;
  /** Plain words, e.g. "income ₹80,000 meets the ₹25,000 minimum". */
  reason: string;
  /** True when the applicant's data was missing and the criterion gave the benefit of doubt. */
  unknown?: boolean;
}

/** One eligibility rule as a plain function; null when it does not apply to the card. */
export type Criterion = (card: CardEligibility, applicant: Applicant) => CriterionResult | null;

/** A row of `recommendCards`' flat list. */
export type Recommended<C> = C & { eligible: boolean; reasons: string[] };

/** One part of a fit score, e.g. { key: 'issuer', points: 20, reason: 'you already bank with SBI' }. */
export interface FitPart {
  key: 'issuer' | 'incomeFit' | 'rewards' | 'fee' | 'rating' | 'unknowns';
  /** Signed, rounded to 2 decimals. */
  points: number;
  reason: string;
}

export interface RankedCard<C> {
  card: C;
  eligible: true;
  /** The sum of the fit parts, rounded to 2 decimals; higher fits better. */
  score: number;
  /** Why the card is open to the applicant, one line per criterion. */
  reasons: string[];
  /** Only the criteria met (none assumed on the benefit of the doubt): "why it fits". */
  fits: string[];
  /** Why it is ranked where it is. */
  fit: FitPart[];
}

export interface RejectedCard<C> {
  card: C;
  eligible: false;
  /** The failed criteria first, then the ones met. */
  reasons: string[];
  /** How many criteria failed (the list is ordered by it). */
  failed: number;
}

export interface Recommendation<C> {
  /** Ranked by fit, best first (one page: offset, limit). */
  eligible: RankedCard<C>[];
  /** Fewest failed criteria first, then by annual fee and name (one page). */
  ineligible: RejectedCard<C>[];
  counts: { eligible: number; ineligible: number; total: number };
}
