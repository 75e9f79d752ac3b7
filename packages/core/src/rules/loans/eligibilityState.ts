// The eligibility and comparison application state (spec 02 §3.6) and its transitions (§4.5),
// as pure functions: each takes a state and returns a new one. Field names are the spec's;
// amounts are whole rupees a month (EMIs, incomes) or whole rupees (loan, property).

export type EmiType = 'HOME_LOAN' | 'PERSONAL_LOAN' | 'AUTOMOBILE_LOAN';
export type LoanUsage = 'NEW_LOAN' | 'TRANSFER_EXISTING';

export interface EligibilityUser {
  age: number | null;
  dobDate: number | null;
  dobMonth: number | null;
  dobYear: number | null;
  /** 'salaried' | 'selfEmployed' | 'professional' in our words (the spec's serviceType). */
  serviceType: string | null;
  professionType: string | null;
  grossMonthlyIncome: number | null;
  companyName: string | null;
  salaryDisbursementType: string | null;
  city: string | null;
  residenceType: string;
  paysEmi: boolean;
  emiType: EmiType[];
  emiValue: number;
  homeLoanEmiValue: number;
  personalLoanEmiValue: number;
  carLoanEmiValue: number;
  coAppPresent: boolean;
  eligible: boolean | null;
  nonEligibilityReason: string | null;
  netProfit: number | null;
  grossTurnover: number | null;
  depreciation: number | null;
  loanUsage: LoanUsage;
}

export interface EligibilityCoApplicant {
  relationship: string | null;
  dob: string | null;
  profession: string | null;
  serviceType: string | null;
  businessType: string | null;
  company: string | null;
  workType: string | null;
  netProfit: number | null;
  grossTurnover: number | null;
  depreciation: number | null;
  grossMonthlyIncome: number | null;
  salaryDisbursementType: string | null;
}

export interface BalanceTransfer {
  originalRateOfInterest: number | null;
  originalInstrumentOrg: string | null;
  originalTenure: number | null;
  originalLoanAmt: number | null;
  originalLoanEmi: number | null;
  yearOfLoan: number | null;
  monthOfLoan: number | null;
}

export interface SelectedInstrument {
  org: string | null;
  loanAmountMin: number | null;
  loanAmountMax: number | null;
  interestMin: number | null;
  interestMax: number | null;
  tenureMonths: number | null;
  emi: number | null;
  minPropertyValue: number | null;
  tenureMin: number | null;
  tenureMax: number | null;
  rateOfInterest: number | null;
}

export interface EligibilityFilter {
  bankType: string[];
  emi: number;
  loanAmtMax: number;
  tenure: number;
  womanRateApplicable: boolean;
  closedEmis: boolean;
  creditRating: number;
}

export interface EligibilityState {
  user: EligibilityUser;
  coApplicant: EligibilityCoApplicant;
  property: { city: string | null; type: string | null; estimatedCost: number | null };
  balance_transfer: BalanceTransfer;
  selected_instrument: SelectedInstrument;
  financialHealth: {
    loanTaken: boolean | null;
    loanCardTaken: boolean | null;
    emisdefaulted: boolean | null;
    score: number | null;
  };
  filter: EligibilityFilter;
  criteria: Record<string, unknown>;
  /** The car and personal-loan EMIs set aside while `filter.closedEmis` is on (ours). */
  closedEmisSaved: { carLoanEmiValue: number; personalLoanEmiValue: number } | null;
  isLoading: boolean;
  hasErrors: boolean;
}

/** Spec 02 §9: filter emi 5000, loanAmtMax 50000, tenure 60, creditRating 2. */
export const ELIGIBILITY_FILTER_DEFAULTS: EligibilityFilter = {
  bankType: [],
  emi: 5000,
  loanAmtMax: 50_000,
  tenure: 60,
  womanRateApplicable: false,
  closedEmis: false,
  creditRating: 2,
};

const emptyCoApplicant = (): EligibilityCoApplicant => ({
  relationship: null,
  dob: null,
  profession: null,
  serviceType: null,
  businessType: null,
  company: null,
  workType: null,
  netProfit: null,
  grossTurnover: null,
  depreciation: null,
  grossMonthlyIncome: null,
  salaryDisbursementType: null,
});

const emptyBalanceTransfer = (): BalanceTransfer => ({
  originalRateOfInterest: null,
  originalInstrumentOrg: null,
  originalTenure: null,
  originalLoanAmt: null,
  originalLoanEmi: null,
  yearOfLoan: null,
  monthOfLoan: null,
});

/** A fresh state with the spec's defaults (residence SELF_OWNED, §9's filter). */
export function eligibilityState(): EligibilityState {
  return {
    user: {
      age: null,
      dobDate: null,
      dobMonth: null,
      dobYear: null,
      serviceType: null,
      professionType: null,
      grossMonthlyIncome: null,
      companyName: null,
      salaryDisbursementType: null,
      city: null,
      residenceType: 'SELF_OWNED',
      paysEmi: false,
      emiType: [],
      emiValue: 0,
      homeLoanEmiValue: 0,
      personalLoanEmiValue: 0,
      carLoanEmiValue: 0,
      coAppPresent: false,
      eligible: null,
      nonEligibilityReason: null,
      netProfit: null,
      grossTurnover: null,
      depreciation: null,
      loanUsage: 'NEW_LOAN',
    },
    coApplicant: emptyCoApplicant(),
    property: { city: null, type: null, estimatedCost: null },
    balance_transfer: emptyBalanceTransfer(),
    selected_instrument: {
      org: null,
      loanAmountMin: null,
      loanAmountMax: null,
      interestMin: null,
      interestMax: null,
      tenureMonths: null,
      emi: null,
      minPropertyValue: null,
      tenureMin: null,
      tenureMax: null,
      rateOfInterest: null,
    },
    financialHealth: { loanTaken: null, loanCardTaken: null, emisdefaulted: null, score: null },
    filter: { ...ELIGIBILITY_FILTER_DEFAULTS, bankType: [] },
    criteria: {},
    closedEmisSaved: null,
    isLoading: false,
    hasErrors: false,
  };
}
