/**
 * The APR of a loan (decision 024) as a fraction (0.2797 for 27.97%): the monthly internal rate
 * of return of its cash flows — `netDisbursed` received at month 0 (the amount less the fees
 * taken from it), `instalments` paid at months 1…n — times 12, the nominal annualisation of
 * RBI's KFS illustration (Excel's RATE × 12), not (1+i)¹² − 1. Not rounded: round when shown.
 * 0 when the instalments do not repay what was received; a RangeError when nothing was received
 * or nothing is repaid.
 *
 * Newton's method on the present value of the instalments, which falls and is convex as the
 * rate rises, kept inside a bracket that bisection narrows whenever a step would leave it: a few
 * steps for a level EMI (the eligibility engine prices a thousand offers per applicant), and it
 * never fails for any schedule (the KFS's last instalment differs). Equal instalments are
 * valued by the annuity's closed form, uneven ones term by term.
 */
export function apr(netDisbursed: number, instalments: readonly number[]): number {
  if (!(netDisbursed > 0) || instalments.length === 0) {
    throw new RangeError('apr needs a positive amount received and at least one instalment');
  }
  const total = instalments.reduce((sum, pay) => sum + pay, 0);
  if (total <= netDisbursed) return 0;
  let low = 0;
  let high = 1; // 100% a month: far above any lawful rate
  const first = instalments[0] ?? 0;
  const worth = instalments.every((pay) => pay === first)
    ? (r: number) => levelPresentValue(first, instalments.length, r)
    : (r: number) => presentValue(instalments, r);
  if (worth(high).value > netDisbursed) return high * 12;
  // Start from the flat rate that repays the total: close below the IRR for a level EMI.
  let rate = Math.min(
    Math.max((2 * (total / netDisbursed - 1)) / (instalments.length + 1), 1e-9),
    0.5,
  );
  for (let step = 0; step < 200; step++) {
    const { value, slope } = worth(rate);
    const excess = value - netDisbursed;
    if (excess > 0) low = rate;
    else high = rate;
    let next = rate - excess / slope;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - rate) < 1e-13) return next * 12;
    rate = next;
  }
  return rate * 12;
}

/** `months` equal instalments' present value at a monthly rate (the annuity's closed form), and its derivative. */
function levelPresentValue(pay: number, months: number, rate: number) {
  const g = (1 + rate) ** -months;
  const value = (pay * (1 - g)) / rate;
  const slope = (pay * ((months * g) / (1 + rate) - (1 - g) / rate)) / rate;
  return { value, slope };
}

/** The instalments' present value at a monthly rate, and its derivative by the rate. */
function presentValue(instalments: readonly number[], rate: number) {
  const discount = 1 / (1 + rate);
  let factor = 1;
  let value = 0;
  let slope = 0;
  for (let k = 0; k < instalments.length; k++) {
    const pay = instalments[k] ?? 0;
    factor *= discount;
    value += pay * factor;
    slope -= (k + 1) * pay * factor * discount;
  }
  return { value, slope };
}
