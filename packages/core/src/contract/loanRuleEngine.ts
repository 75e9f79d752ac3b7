// The rule-engine calls of spec 02 §7 at our /api paths (decision 050). Types only: the API's
// zod schemas are checked against them.
import type { EligibilityState } from '../rules/loans/eligibilityState.js';
import type { LoanProductView } from './loans.js';

interface BankRef {
  bank_id: number;
  bank_name: string;
}

/** A product the filter fields match, with its offer (spec 02 §3.4). */
export interface EligibleLoan {
  id: number;
  name: string;
  bank: BankRef;
  min_credit_score: number;
  loan_amount: number;
  max_loan_amount: number;
  tenure: number;
  /** Percent a year. */
  interest_rate: number;
  /** Rupees, to the paisa. */
  emi: number;
  processing_fee: number;
  /** Percent. */
  apr: number;
  reasons: string[];
}

/** GET /api/rule-engine: the personal-loan filter's answer. */
export interface RuleEngineResponse {
  eligible_loans: EligibleLoan[];
  not_eligible_loans: { id: number; name: string; bank: BankRef; reasons: string[] }[];
  loan_eligibility: {
    eligible: boolean;
    /** The lowest EMI of the matched offers, rupees to the paisa (the spec's bestEMI). */
    bestEMI: number | null;
    loanAmount: number | null;
    dailyEmiText: string | null;
    total: number;
  };
}

/** POST /api/rule-engine/evaluate/: the eligibility state (§3.6), without our own fields. */
export type EvaluateResponse = Omit<
  EligibilityState,
  'closedEmisSaved' | 'isLoading' | 'hasErrors'
>;

/** POST /api/init_product_filters: the lenders to filter by. */
export interface InitFiltersResponse {
  data: { results: { providers: BankRef[] } };
}

/** The instrument fields the personal-loan list reads (§3.5). */
export interface LoanInstrument {
  id: number;
  name: string;
  bank: BankRef;
  bank_name: string;
  min_pre_closure_period: number;
  max_loan_amount: number;
  min_credit_score: number;
  professions: Record<
    string,
    { max_tenure: number; interest_rate: string; processing_fee: string }
  >;
  extra_props: { name: string; value: string }[];
  product: LoanProductView;
}

/** POST /api/v2/personal_loans */
export interface PersonalLoansResponse {
  data: { results: LoanInstrument[]; metadata: { total: number } };
}

/** GET /api/personal_loan/details/:id */
export interface LoanInstrumentResponse {
  data: { results: LoanInstrument };
}
