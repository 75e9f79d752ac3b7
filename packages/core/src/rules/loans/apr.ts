import { annualPercentageRate } from './annualPercentageRate.js';

export interface AprInput {
  /** Sanctioned amount, rupees. */
  principal: number;
  /** Fees and charges taken from the disbursal (processing fee with its GST, …), rupees. */
  upfrontFees: number;
  /** The monthly instalment, rupees. */
  installment: number;
  months: number;
}

/**
 * The annual percentage rate **in percent** (27.97 for 27.97%): the monthly internal rate of
 * return of the cash flows — the net amount disbursed (principal less upfront fees) at month 0
 * against `months` equal instalments — times 12, as RBI's KFS illustration computes it
 * (decision 024; `annualPercentageRate`). Not rounded: round when it is shown.
 */
export function apr({ principal, upfrontFees, installment, months }: AprInput): number {
  if (!(principal > 0) || !(upfrontFees >= 0) || upfrontFees >= principal) {
    throw new RangeError('apr needs a positive principal and fees below it');
  }
  if (!(installment > 0) || !Number.isInteger(months) || months < 1) {
    throw new RangeError('apr needs a positive instalment and whole months');
  }
  const instalments = new Array<number>(months).fill(installment);
  return annualPercentageRate(principal - upfrontFees, instalments) * 100;
}
