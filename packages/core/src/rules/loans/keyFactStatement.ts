import { apr } from './apr.js';

// The Key Fact Statement of a reducing-balance term loan (RBI, "Key Facts Statement for Loans
// & Advances", April 2024; decision 024). Money is integer paise throughout; rates are basis
// points (2400 = 24% a year).

export interface LoanTerms {
  /** Sanctioned amount, paise. */
  principal: number;
  /** Nominal annual rate, basis points (2400 = 24 % a year), fixed. */
  annualRateBp: number;
  tenureMonths: number;
  /** Processing fee taken from the disbursal, paise (with its GST). */
  processingFee: number;
  /** Other charges taken upfront (insurance, stamp duty, ...), paise. */
  otherCharges?: number;
}

export interface Instalment {
  /** 1-based month number. */
  month: number;
  /** The instalment paid this month, paise (the last one absorbs the rounding). */
  emi: number;
  principal: number;
  interest: number;
  /** Principal still owed after this instalment, paise. */
  balance: number;
}

export interface KeyFactStatement extends Required<LoanTerms> {
  /** The equated monthly instalment, paise (rounded to the paisa). */
  emi: number;
  totalInterest: number;
  /** Everything the borrower pays: principal, interest, fees and charges, paise. */
  totalPayable: number;
  /** What reaches the borrower's account: principal less fees and charges, paise. */
  netDisbursed: number;
  /** Annual percentage rate, basis points: monthly IRR of the net disbursal × 12. */
  aprBp: number;
  /** RBI digital lending: at least 3 days for a tenure of 7 days or more, else 1 day. */
  coolingOffDays: number;
  penalCharges: string;
  schedule: Instalment[];
}

/** Penal charges as the RBI's fair-lending circular (August 2023) requires them worded. */
export const PENAL_CHARGES_TEXT =
  'Penal charges of 2\u00a0% a month on the overdue instalment, from its due date until paid. ' +
  'They are charges, not penal interest: they are not added to the rate of interest and no ' +
  'interest is charged on them.';

/** The Key Fact Statement of a loan: EMI, schedule, totals, APR and the borrower's rights. */
export function keyFactStatement(terms: LoanTerms): KeyFactStatement {
  const { principal, annualRateBp, tenureMonths, processingFee } = terms;
  const otherCharges = terms.otherCharges ?? 0;
  checkTerms({ ...terms, otherCharges });
  const emi = equatedInstalment(principal, annualRateBp, tenureMonths);
  const schedule = repaymentSchedule(principal, annualRateBp, tenureMonths, emi);
  const totalInterest = schedule.reduce((sum, i) => sum + i.interest, 0);
  const fees = processingFee + otherCharges;
  const netDisbursed = principal - fees;
  return {
    principal,
    annualRateBp,
    tenureMonths,
    processingFee,
    otherCharges,
    emi,
    totalInterest,
    totalPayable: principal + totalInterest + fees,
    netDisbursed,
    aprBp: Math.round(
      apr(
        netDisbursed,
        schedule.map((i) => i.emi),
      ) * 10_000,
    ),
    coolingOffDays: coolingOffDays(tenureMonths * 30),
    penalCharges: PENAL_CHARGES_TEXT,
    schedule,
  };
}

/** The cooling-off (look-up) period: 3 days for a tenure of 7 days or more, else 1 day. */
export function coolingOffDays(tenureDays: number): number {
  return tenureDays >= 7 ? 3 : 1;
}

/**
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate, rounded half up to the paisa (the
 * practice of bank KFS tables, which print EMIs to the paisa); 0% splits the principal evenly.
 */
export function equatedInstalment(principal: number, annualRateBp: number, months: number): number {
  const r = annualRateBp / 10_000 / 12;
  if (r === 0) return Math.ceil(principal / months);
  const growth = (1 + r) ** months;
  return Math.round((principal * r * growth) / (growth - 1));
}

/**
 * Month by month: interest on the balance (rounded to the paisa), the rest of the EMI repays
 * principal; the last instalment repays whatever is left, so the principal parts sum exactly
 * to the loan.
 */
function repaymentSchedule(
  principal: number,
  annualRateBp: number,
  months: number,
  emi: number,
): Instalment[] {
  const r = annualRateBp / 10_000 / 12;
  const schedule: Instalment[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const interest = Math.round(balance * r);
    const repaid = month === months ? balance : Math.min(balance, emi - interest);
    balance -= repaid;
    schedule.push({ month, emi: repaid + interest, principal: repaid, interest, balance });
  }
  return schedule;
}

function checkTerms(terms: Required<LoanTerms>): void {
  const { principal, annualRateBp, tenureMonths, processingFee, otherCharges } = terms;
  const wholes = { principal, annualRateBp, tenureMonths, processingFee, otherCharges };
  for (const [name, value] of Object.entries(wholes)) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a whole number, 0 or more (got ${value})`);
    }
  }
  if (principal === 0 || tenureMonths === 0) {
    throw new RangeError('principal and tenureMonths must be more than 0');
  }
  if (processingFee + otherCharges >= principal) {
    throw new RangeError('fees and charges must be less than the principal');
  }
}
