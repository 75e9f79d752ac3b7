import { equatedInstalment } from './keyFactStatement.js';

/**
 * The equated monthly instalment in **rupees**, to the paisa: `emi(1_00_000, 24, 12)` is
 * 9455.96. Rupees and a percent in, for pages and tests written in the lenders' own terms; it
 * is `equatedInstalment` (paise and basis points, decision 024) on the same figures, so the
 * two never disagree: the principal is taken to the paisa and the instalment rounded half up
 * to the paisa. 0% splits the principal evenly, rounded up to the paisa.
 */
export function emi(principal: number, annualRatePercent: number, months: number): number {
  if (!(principal > 0) || !(annualRatePercent >= 0) || !Number.isInteger(months) || months < 1) {
    throw new RangeError('emi needs a positive principal, a rate of 0 or more and whole months');
  }
  return equatedInstalment(Math.round(principal * 100), annualRatePercent * 100, months) / 100;
}
