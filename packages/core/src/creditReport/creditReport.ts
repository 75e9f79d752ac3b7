// A credit report as the bureau adapter answers it and as `results.report_json` carries it
// (decision 034; the spec leaves its inner structure open). Amounts are in paise, dates are
// calendar dates (YYYY-MM-DD). No whole account number is ever part of it.

export const CREDIT_ACCOUNT_TYPES = [
  'creditCard',
  'personalLoan',
  'consumerLoan',
  'homeLoan',
  'autoLoan',
  'twoWheelerLoan',
  'goldLoan',
  'businessLoan',
] as const;
export type CreditAccountType = (typeof CREDIT_ACCOUNT_TYPES)[number];

/** Accounts backed by an asset (a house, a vehicle, gold); the rest are unsecured. */
export const SECURED_ACCOUNT_TYPES: ReadonlySet<CreditAccountType> = new Set([
  'homeLoan',
  'autoLoan',
  'twoWheelerLoan',
  'goldLoan',
]);

export interface CreditAccount {
  type: CreditAccountType;
  lender: string;
  /** The last four characters of the account number, for the user to recognise it. */
  accountLast4: string;
  /** A loan's sanctioned amount, a card's credit limit. */
  sanctionedPaise: number;
  /** What is owed today. */
  balancePaise: number;
  /** The part of the balance that is past due. */
  overduePaise: number;
  openedOn: string;
  /** Null while the account is open. */
  closedOn: string | null;
  /**
   * Days past due as reported each month, the newest month first, up to 36 months; null for
   * a month the lender did not report.
   */
  daysPastDue: readonly (number | null)[];
}

/** A lender's hard enquiry: someone applied for credit with this lender. */
export interface CreditEnquiry {
  lender: string;
  purpose: CreditAccountType;
  amountPaise: number;
  on: string;
}

export interface CreditReport {
  bureau: 'experian';
  /** The bureau's report number. */
  reportId: string;
  /** The day the bureau produced the report. */
  generatedOn: string;
  /** 300–900; null when the bureau holds too little history to score (new to credit). */
  score: number | null;
  accounts: readonly CreditAccount[];
  enquiries: readonly CreditEnquiry[];
}

/** The accounts still open on the report. */
export function openAccounts(report: CreditReport): CreditAccount[] {
  return report.accounts.filter((account) => account.closedOn === null);
}
