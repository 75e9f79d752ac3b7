import { LENDERS, type LoanKind, type LoanProduct, lenderCatalog } from '@tara/core/catalog';
import {
  applyEvaluation,
  compileLoans,
  dailyEmiText,
  type EligibilityState,
  employmentOfProfessionId,
  keepLoanProduct,
  LOAN_OFFER_FILTER_DEFAULTS,
  type LoanApplicant,
  type LoanEligibility,
  loanApplicantFromState,
  loanEligibility,
  SELF_EMPLOYED_RULE_DEFAULTS,
  selfEmployedMonthlyIncome,
} from '@tara/core/rules/loans';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cities } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { productView } from './loanOffers.js';
import type {
  EvaluateBodySchema,
  PersonalLoansBodySchema,
  RuleEngineQuerySchema,
} from './ruleEngineSchemas.js';

// The rule-engine calls of spec 02 §7 answered by core's engine over the lender catalog,
// compiled once (decision 050): the filter GET, the evaluation of an eligibility state, the
// personal-loan filters' providers, the instrument list and one instrument's details.

const compiled = compileLoans(lenderCatalog);

const percent = (bp: number) => Math.round(bp) / 100;

/** The pretty name of a city id; null when there is no such city. */
async function cityName(db: Db, id: number | undefined): Promise<string | null> {
  if (id === undefined) return null;
  const [row] = await db
    .select({ prettyName: cities.prettyName })
    .from(cities)
    .where(eq(cities.id, id))
    .limit(1);
  return row?.prettyName ?? null;
}

/** The applicant of the filter GET's query (§3.4): the age is cleared, so it is not judged. */
export async function applicantOfRuleQuery(
  db: Db,
  q: z.infer<typeof RuleEngineQuerySchema>,
): Promise<LoanApplicant> {
  const employment =
    q.professionId === undefined ? null : (employmentOfProfessionId(q.professionId) ?? null);
  const monthlyIncome =
    employment === 'salaried' || employment === null
      ? (q.grossMonthlyIncome ?? null)
      : selfEmployedMonthlyIncome(
          q.netProfit ?? SELF_EMPLOYED_RULE_DEFAULTS.netProfit,
          q.depreciationAmount ?? SELF_EMPLOYED_RULE_DEFAULTS.depreciationAmount,
        );
  return {
    kind: 'personal',
    age: q.age ?? null,
    employment,
    monthlyIncome,
    coApplicantIncome: 0,
    existingEmis: 0,
    city: await cityName(db, q.cityId),
    creditScore: null,
    itrFiled: q.itrStatus === undefined ? null : q.itrStatus === 1,
    businessVintageYears: null,
    annualTurnover: null,
    propertyValue: null,
    propertyType: null,
    amount: q.expectedLoanAmount ?? null,
    tenureMonths: q.expectedTenure ?? null,
  };
}

const bankOf = (p: LoanProduct) => ({ bank_id: p.lenderId, bank_name: p.lenderName });

/** The engine's answer in the spec's words: eligible_loans and loan_eligibility (bestEMI). */
export function ruleEngineAnswer(result: LoanEligibility, offset = 0, limit = 1000) {
  const eligible = result.matched.map((m) => ({
    id: m.product.id,
    name: m.product.name,
    bank: bankOf(m.product),
    min_credit_score: m.product.minCreditScore,
    loan_amount: m.offer.amount,
    max_loan_amount: m.offer.maxAmount,
    tenure: m.offer.tenureMonths,
    interest_rate: percent(m.offer.rateBp),
    emi: m.offer.emiPaise / 100,
    processing_fee: m.offer.processingFee,
    apr: percent(m.offer.aprBp),
    reasons: m.reasons,
  }));
  return {
    eligible_loans: eligible.slice(offset, offset + limit),
    not_eligible_loans: result.notMatched.map((m) => ({
      id: m.product.id,
      name: m.product.name,
      bank: bankOf(m.product),
      reasons: m.notMatched,
    })),
    loan_eligibility: {
      eligible: result.matched.length > 0,
      bestEMI: result.best ? result.best.emiPaise / 100 : null,
      loanAmount: result.best?.amount ?? null,
      dailyEmiText: result.best ? dailyEmiText(result.best.emiPaise, result.best.amount) : null,
      total: result.matched.length,
    },
  };
}

export async function ruleEngineGet(db: Db, q: z.infer<typeof RuleEngineQuerySchema>) {
  const result = loanEligibility(compiled, await applicantOfRuleQuery(db, q));
  return ruleEngineAnswer(result, q.offset, q.limit);
}

const KINDS: readonly LoanKind[] = ['personal', 'business', 'home'];

/**
 * POST evaluate: the state judged (a home loan when a property is given, else a personal loan,
 * unless `criteria.kind` says), answered as the new state: `user.eligible`, the reason when
 * none matched, and the engine's answer in `criteria` (nothing selected for the user).
 */
export function evaluateState(body: z.infer<typeof EvaluateBodySchema>, year: number) {
  const state = body as Omit<EligibilityState, 'isLoading' | 'hasErrors' | 'closedEmisSaved'>;
  const asked = KINDS.find((k) => k === state.criteria.kind);
  const kind: LoanKind =
    asked ??
    (state.property.estimatedCost !== null || state.property.type !== null ? 'home' : 'personal');
  const applicant = loanApplicantFromState(
    { ...state, closedEmisSaved: null, isLoading: false, hasErrors: false },
    { kind, year },
  );
  const result = loanEligibility(compiled, applicant);
  const eligible = result.matched.length > 0;
  const nearest = result.notMatched[0];
  const next = applyEvaluation(
    { ...state, closedEmisSaved: null, isLoading: true, hasErrors: false },
    {
      ...state,
      user: {
        ...state.user,
        eligible,
        nonEligibilityReason: eligible
          ? null
          : (nearest?.notMatched.join('; ') ?? 'No lender found'),
      },
      criteria: { ...state.criteria, kind, ...ruleEngineAnswer(result) },
    },
  );
  const { isLoading: _l, hasErrors: _h, closedEmisSaved: _c, ...answer } = next;
  return answer;
}

/** POST /init_product_filters: the personal-loan lenders for the bank filter. */
export function initProductFilters() {
  const ids = new Set(lenderCatalog.filter((p) => p.kind === 'personal').map((p) => p.lenderId));
  return {
    data: {
      results: {
        providers: LENDERS.filter((l) => ids.has(l.id)).map((l) => ({
          bank_id: l.id,
          bank_name: l.name,
        })),
      },
    },
  };
}

const PROFESSION_KEYS = {
  salaried: 'SALARIED',
  selfEmployed: 'SELF_EMPLOYED',
  professional: 'PROFESSIONAL',
};

/** A personal-loan product in the instrument fields of §3.5. */
export function instrumentOf(p: LoanProduct) {
  const professions: Record<
    string,
    { max_tenure: number; interest_rate: string; processing_fee: string }
  > = {};
  for (const [key, range] of Object.entries(p.rates)) {
    if (!range) continue;
    professions[PROFESSION_KEYS[key as keyof typeof PROFESSION_KEYS]] = {
      max_tenure: p.tenureMonths.max,
      interest_rate: `${percent(range.minBp)}-${percent(range.maxBp)}`,
      processing_fee: `${percent(p.processingFee.bp)}`,
    };
  }
  return {
    id: p.id,
    name: p.name,
    bank: bankOf(p),
    bank_name: p.lenderName,
    min_pre_closure_period: p.preClosureMonths,
    max_loan_amount: p.amount.max,
    min_credit_score: p.minCreditScore,
    professions,
    extra_props: [
      { name: 'min_loan_amount', value: String(p.amount.min) },
      { name: 'min_tenure', value: String(p.tenureMonths.min) },
      { name: 'source', value: p.source },
      ...(p.unsure?.length ? [{ name: 'to_be_confirmed', value: p.unsure.join(',') }] : []),
    ],
    product: productView(p),
  };
}

/** POST /v2/personal_loans: the personal-loan instruments kept by the list's filters (§4.4). */
export function personalLoans(body: z.infer<typeof PersonalLoansBodySchema>) {
  const filters = {
    ...LOAN_OFFER_FILTER_DEFAULTS,
    loanAmount: body.maxLoanAmount ?? null,
    preClosureMonths: body.minPreClosurePeriod ?? null,
    bankIds: body.bankIds,
    professionId: body.empType ?? null,
  };
  const results = lenderCatalog
    .filter((p) => p.kind === 'personal')
    .filter((p) => keepLoanProduct(p, filters))
    .filter((p) => body.minCreditScore == null || p.minCreditScore <= body.minCreditScore)
    .map(instrumentOf);
  return { data: { results, metadata: { total: results.length } } };
}
