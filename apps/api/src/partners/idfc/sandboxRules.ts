// The IDFC sandbox's table (decision 022): deterministic by input, so tests can drive every
// branch of the business loan. The loan amount (step7: ₹50,000 to ₹3,00,000 in steps of
// ₹5,000) picks the scenario: amount ÷ 5,000 = N.
//
//   N   amount      what happens
//   12  ₹60,000     (unused: step12 has no call; it rejects on the applicant's 'no')
//   13  ₹65,000     step13 idfc.approvalStatus → rejected
//   17  ₹85,000     step17 idfc.businessKyc → rejected
//   23  ₹1,15,000   step22 idfc.creditApproval → declined (step23 rejects)
//   39  ₹1,95,000   step39 idfc.enach → declined (the sandbox bank declines whatever is chosen)
//   42  ₹2,10,000   idfc.pnachStatus not accepted: step42 keeps waiting (no rejection there)
//   56  ₹2,80,000   the e-mandate callback arrives twice
//   57  ₹2,85,000   the e-mandate callback arrives late (ENACH_SANDBOX_LATE_MS, 5 s)
//   58  ₹2,90,000   transient: the first attempt of every IDFC call times out, retries answer
//   59  ₹2,95,000   the bank is unreachable: every IDFC call fails (PartnerUnavailable)
//   any other       approved, eligible (offer = the amount asked), mandate as chosen
//
// The PAN check (idfc.validatePan) decides by the PAN's 5th character, like the card sandbox:
//   F → 5xx ('Something went wrong. ...'), M → name mismatch, X → invalid, else valid
//   (partners/loans/sandboxPanCheck.ts, shared with the Northern Arc sandbox).
// idfc.enachBank: a co-operative bank's IFSC (its name in the IFSC directory) has no e-NACH;
// an IFSC the directory does not know neither.

export { panMarker, SANDBOX_NAME_ON_PAN } from '../loans/sandboxPanCheck.js';

export type IdfcSandboxScenario =
  | 'rejectAt12'
  | 'rejectAt13'
  | 'rejectAt17'
  | 'rejectAt23'
  | 'rejectAt39'
  | 'pnachRejected'
  | 'callbackTwice'
  | 'callbackLate'
  | 'transient'
  | 'unreachable'
  | 'approve';

const BY_N: Record<number, IdfcSandboxScenario> = {
  12: 'rejectAt12',
  13: 'rejectAt13',
  17: 'rejectAt17',
  23: 'rejectAt23',
  39: 'rejectAt39',
  42: 'pnachRejected',
  56: 'callbackTwice',
  57: 'callbackLate',
  58: 'transient',
  59: 'unreachable',
};

/** The amount (rupees) that drives a scenario: N × ₹5,000. */
export const sandboxAmount = (scenario: Exclude<IdfcSandboxScenario, 'approve'>): number => {
  const n = Object.entries(BY_N).find(([, s]) => s === scenario)?.[0];
  return Number(n) * 5000;
};

/** The scenario a loan amount (rupees) picks; 'approve' for every amount not in the table. */
export function idfcSandboxScenario(loanAmount: number | null | undefined): IdfcSandboxScenario {
  if (loanAmount == null || !Number.isInteger(loanAmount) || loanAmount % 5000 !== 0) {
    return 'approve';
  }
  return BY_N[loanAmount / 5000] ?? 'approve';
}

/** The sandbox offer: a fixed rate and the spec's tenure range (02 §9). */
export const SANDBOX_OFFER = { interestRateBps: 1850, tenureMinMonths: 12, tenureMaxMonths: 36 };
