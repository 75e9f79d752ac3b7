/**
 * The APR of a loan (decision 024): the monthly internal rate of return of the cash flows (the
 * net amount disbursed at month 0, the instalments at months 1..n), times 12 — the nominal
 * annualisation RBI's KFS illustration uses (Excel's RATE × 12). Found by bisection, which
 * always converges here: the present value of the instalments falls as the rate rises.
 * Returns a fraction (0.2415 for 24.15%).
 */
export function annualPercentageRate(netDisbursed: number, instalments: readonly number[]): number {
  const presentValue = (monthly: number): number =>
    instalments.reduce((pv, pay, i) => pv + pay / (1 + monthly) ** (i + 1), 0);
  let low = 0;
  let high = 1; // 100% a month: far above any lawful rate
  if (presentValue(low) <= netDisbursed) return 0;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > netDisbursed) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 12;
}
