// The Northern Arc sandbox's table (decision 036): deterministic by the PAN, so tests and the
// browser can drive every branch of the credit line. The PAN (AAAAA9999A) is asked on step1.
//
//   PAN                         what happens
//   5th letter F                nacl.validatePan: 5xx ('Something went wrong. ...'), step1 refused
//   5th letter M                nacl.validatePan: mismatch (the PAN holds 'RAVI MEHTA')
//   5th letter X                nacl.validatePan: invalid ('Invalid PAN, PAN is not active')
//   digits 1101                 step11 nacl.validateKyc → rejected (→ disbursal-status)
//   digits 1501                 step15 nacl.validateBusinessKyc → rejected (→ disbursal-status)
//   digits 2101                 step20 nacl.cbEligibility → declined (step21 → disbursal-status)
//   digits 5801                 transient: the first attempt of every Northern Arc call fails
//   digits 5901                 unreachable: every Northern Arc call after step1 fails (→ the
//                               results page; the link and the NACH upload retry in place)
//   anything else               verified, offered (₹50,000 per 6 months of tenure, up to
//                               ₹3,00,000, 24 % a year), e-mandate as the sandbox bank page says
//
// The credit report (step2) is the bureau sandbox's (partners/bureau/sandbox.ts): by the PAN's
// 9th character: 9 unavailable (→ the results page), 0 new to credit (no score: 'We were
// unable to pull your credit report'), 6 a mobile on file that differs (no report), NOCRP…
// no file; otherwise a report with a score ('We have successfully pulled your credit report').

export type NaclScenario =
  | 'rejectAt11'
  | 'rejectAt15'
  | 'rejectAt21'
  | 'transient'
  | 'unreachable'
  | 'approve';

const BY_DIGITS: Record<string, NaclScenario> = {
  '1101': 'rejectAt11',
  '1501': 'rejectAt15',
  '2101': 'rejectAt21',
  '5801': 'transient',
  '5901': 'unreachable',
};

/** The scenario a PAN picks by its four digits; 'approve' for every PAN not in the table. */
export function naclSandboxScenario(pan: string): NaclScenario {
  return BY_DIGITS[pan.toUpperCase().slice(5, 9)] ?? 'approve';
}

/** A sandbox PAN of `scenario` (an individual's: 4th letter P), e.g. 'ABCPE1101F'. */
export function sandboxPan(scenario: Exclude<NaclScenario, 'approve'>): string {
  const digits = Object.entries(BY_DIGITS).find(([, s]) => s === scenario)?.[0];
  return `ABCPE${digits}F`;
}

/** The sandbox offer: ₹50,000 per 6 months asked, at most ₹3,00,000, at 24 % a year. */
export function sandboxOffer(tenureMonths: number | null): {
  offeredAmountPaise: number;
  interestRateBps: number;
  tenureMonths: number;
} {
  const months = tenureMonths ?? 12;
  const rupees = Math.min(300_000, Math.max(50_000, Math.ceil(months / 6) * 50_000));
  return { offeredAmountPaise: rupees * 100, interestRateBps: 2400, tenureMonths: months };
}
