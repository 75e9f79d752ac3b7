import { describe, expect, it } from 'vitest';
import { LENDER_MATCH_CALL, PL_CREDIT_REPORT_CALL } from '../../catalog/personalLoan.js';
import { analyseCalls } from '../../engine/analyseCalls.js';
import { analyseCallConsents } from '../../engine/analyseConsents.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import type { CallResult } from '../../engine/applyStep.js';
import { fillFacts } from '../../engine/fillFacts.js';
import { findStep, getStep } from '../../engine/findStep.js';
import { isStepSkipped } from '../../engine/isStepSkipped.js';
import { type JourneyState, journeyState } from '../../engine/journeyState.js';
import { type NextResult, nextStep } from '../../engine/nextStep.js';
import { progress } from '../../engine/progress.js';
import { submitStep } from '../../engine/submitStep.js';
import type { Answers } from '../../journeyModel/types.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { sampleCallResult } from '../../products/sampleCalls.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { mumbai, testEnv } from '../creditCards/cardJourney.fixture.js';
import { personalLoanJourney as j } from './personalLoan.js';

// The personal loan of decision 049: every step of 02 §2.4's sequence, every edge walked, each
// of the tenure step's next routes (PL-07 to PL-12) and the spec's messages (02 §5).
const P = 'personal-loan';
const walked = new Set<string>();

function save(state: JourneyState, stepId: string, values: Answers, call?: CallResult) {
  const r = submitStep(j, state, stepId, values, {
    env: testEnv,
    ...('pincode' in values ? { resolved: mumbai } : {}),
    ...(call ? { call } : {}),
  });
  if (!r.ok) throw new Error(`${stepId}: ${r.reason} ${r.errors.join(' ')}`);
  recordEdges(r.state, stepId);
  return r;
}

/** The edges a save took: its rule's target, and on through the steps skipped after it. */
function recordEdges(state: JourneyState, stepId: string) {
  let from = stepId;
  for (let hops = 0; hops < j.steps.length; hops++) {
    const next = nextStep(j, from, state.answers, {}, state.calls);
    if (next.type !== 'step') return;
    walked.add(`${from} → ${next.stepId}`);
    if (!isStepSkipped(getStep(j, next.stepId), state.answers, {}, state.calls)) return;
    from = next.stepId;
  }
}

/** Walks `branch` through submitStep; returns the steps met and where it ended. */
function walk(branch: string): { steps: string[]; end: NextResult; state: JourneyState } {
  let state = journeyState(j, {}, {});
  const steps: string[] = [];
  let end: NextResult = { type: 'step', stepId: 'step1' };
  for (const [stepId, values] of samplePath(P, branch)) {
    steps.push(stepId);
    const call = sampleCallResult(j, state, stepId, values, { branch });
    const r = save(state, stepId, values, call);
    state = r.state;
    end = r.next;
  }
  return { steps, end, state };
}

/** The lead of `branch` standing on `stop`, every earlier save through submitStep. */
function placedAt(branch: string, stop: string): JourneyState {
  let state = journeyState(j, {}, {});
  for (const [stepId, values] of samplePath(P, branch)) {
    if (state.current === stop) return state;
    const call = sampleCallResult(j, state, stepId, values, { branch });
    state = save(state, stepId, values, call).state;
  }
  throw new Error(`${branch} never reaches ${stop}`);
}

/** The default walk's tenure step saved with the lender match answering `outcome`. */
function leaveAtTenure(outcome: string) {
  const state = placedAt('default', 'step5.1');
  const values = sampleAnswers(P, 'step5.1', { answers: state.answers });
  const r = save(state, 'step5.1', values, { outcome });
  return { end: r.next, state: r.state };
}

const FIRST_PART = [
  'step1',
  'step2',
  'step2.1',
  'step3',
  'step3.1',
  'step4',
  'step4.1',
  'step4.2',
  'step5.1',
];

describe('the personal loan (02 §2.4, decision 049)', () => {
  it('is registered, product 2, and sound', () => {
    expect(findJourney(P)).toBe(j);
    expect(journeys).toContain(j);
    expect(j.productId).toBe(2);
    expect(j.finalRoute).toBe('personal-loan/offers');
    expect(analyseJourney(j)).toEqual([]);
    expect(analyseCalls(j)).toEqual([]);
  });

  it('defines step1 … step13.3, names, mobile and PAN first, the credit report pulled there', () => {
    expect(j.steps[0]?.id).toBe('step1');
    expect(j.steps.at(-1)).toMatchObject({ id: 'step13.3', last: true });
    const step1 = findStep(j, 'step1');
    expect(step1?.fields.map((f) => f.name)).toEqual([
      'firstname',
      'middlename',
      'lastname',
      'mobile',
      'pancard',
      'otp',
      'isCreditReportChecked',
    ]);
    expect(step1?.call).toMatchObject({ name: PL_CREDIT_REPORT_CALL });
    expect(step1?.effects).toEqual(['checkUser']);
  });

  it('proves the mobile by OTP on step1 and asks the pull by Tara there, unticked (063)', () => {
    const step1 = findStep(j, 'step1');
    const otp = step1?.fields.find((f) => f.kind === 'otp');
    expect(otp?.showWhen).toEqual({ not: { ctx: 'mobileVerified', eq: true } });
    const consent = step1?.fields.find((f) => f.name === 'isCreditReportChecked');
    expect(consent).toMatchObject({ kind: 'disclaimer', consent: 'pl-credit-report' });
    expect(consent?.defaultValue).toBeUndefined();
    expect(consent?.label).toMatch(/^I authorise Tara to fetch my credit report/);
    expect(analyseCallConsents(j)).toEqual([]);
  });

  it('shows the matched lender on step13.3 and names it in the consent to send the application', () => {
    const last = findStep(j, 'step13.3');
    expect(last?.shows?.[0]).toMatchObject({ kind: 'facts', calls: [LENDER_MATCH_CALL] });
    const consent = last?.fields.find((f) => f.name === 'isPersonalLoanDisclaimerChecked');
    expect(consent?.consent).toBe('pl-lender');
    const calls = { [LENDER_MATCH_CALL]: { facts: { lenderName: 'Bajaj Finance' } } };
    expect(fillFacts(consent?.label ?? '', calls)).toBe(
      'I ask Tara to send this application to Bajaj Finance, the lender shown above, for this loan only.',
    );
  });

  it("ends the first part with 'Expected Loan Tenure?' at progress 94", () => {
    const tenure = findStep(j, 'step5.1');
    expect(tenure?.title).toBe('Expected Loan Tenure?');
    expect(tenure?.call?.name).toBe(LENDER_MATCH_CALL);
    expect(progress(j, [], 'step5.1')).toBe(94);
    const slider = tenure?.fields[0]?.rules?.[0];
    expect(slider).toMatchObject({ rule: 'slider', min: 12, max: 60 });
    const amount = findStep(j, 'step4.2')?.fields[0];
    expect(amount).toMatchObject({ name: 'expectedLoanAmount', defaultValue: 1_500_000 });
    expect(amount?.rules?.[0]).toMatchObject({ rule: 'slider', min: 50_000, max: 2_500_000 });
  });

  it('walks a salaried applicant: another lender → step7.1 … step13.3 → the offers page', () => {
    const { steps, end } = walk('default');
    expect(steps.slice(0, 9)).toEqual(FIRST_PART);
    expect(steps[9]).toBe('step7.1');
    expect(steps).not.toContain('step6.2');
    expect(steps.at(-1)).toBe('step13.3');
    expect(end).toEqual({ type: 'final', route: 'personal-loan/offers' });
  });

  it('sends a loan-app lender to step5.3 (PL-07), the own loan to step5.2 (PL-09)', () => {
    const app = walk('loanApp');
    // Salaried: step5.3 asks the business's sales, so a salaried applicant moves past it.
    expect(app.steps[9]).toBe('step7.1');
    expect(walked.has('step5.1 → step5.3')).toBe(true);
    const business = walk('loanAppBusiness');
    expect(business.steps[9]).toBe('step5.3');
    expect(walk('ownBusiness').steps.slice(9, 11)).toEqual(['step5.2', 'step5.3']);
    expect(app.steps).not.toContain('step5.2');
    expect(app.end).toEqual({ type: 'final', route: 'personal-loan/offers' });
    const own = walk('own');
    expect(own.steps[9]).toBe('step5.2');
    expect(own.end).toEqual({ type: 'final', route: 'personal-loan/offers' });
  });

  it('sends the two booking lenders to /booking-done (PL-08)', () => {
    const { end } = leaveAtTenure('booking');
    expect(end).toMatchObject({ type: 'exit', exit: 'bookingDone', route: 'booking-done' });
  });

  it('sends a self-employed applicant with another lender to step6.2 (PL-10)', () => {
    const { steps, end } = walk('selfEmployed');
    expect(steps[9]).toBe('step6.2');
    expect(steps).toEqual(expect.arrayContaining(['step6.3', 'step6.4', 'step13.2']));
    expect(steps).not.toContain('step7.1');
    expect(steps).not.toContain('step13.1');
    expect(end).toEqual({ type: 'final', route: 'personal-loan/offers' });
  });

  it('goes to the offers page when no lender matched (PL-12)', () => {
    const { end, state } = leaveAtTenure('none');
    expect(end).toMatchObject({ type: 'exit', exit: 'offers', route: 'personal-loan/offers' });
    expect(state.exit).toEqual({ name: 'offers', stepId: 'step5.1' });
  });

  it('goes on without a credit report when the pull found none', () => {
    const { steps, end } = walk('notPulled');
    expect(steps[1]).toBe('step2');
    expect(end).toEqual({ type: 'final', route: 'personal-loan/offers' });
  });

  it('refuses bad answers with the spec’s messages (02 §5)', () => {
    const start = journeyState(j, {}, {});
    const step1 = sampleAnswers(P, 'step1');
    const bad = submitStep(
      j,
      start,
      'step1',
      { ...step1, pancard: 'ABC', mobile: '12345', firstname: '' },
      { env: testEnv },
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.fieldErrors.pancard).toMatch(/^Please enter a valid PAN/);
    expect(bad.fieldErrors.mobile).toBe('Please enter a valid 10 digit phone number');
    expect(bad.fieldErrors.firstname).toBe('Please enter the first name');

    const atIncome = placedAt('default', 'step4.1');
    const low = submitStep(
      j,
      atIncome,
      'step4.1',
      { monthlyIncome: '9000', salaryMode: '1' },
      {
        env: testEnv,
      },
    );
    expect(low.ok ? null : low.fieldErrors.monthlyIncome).toMatch(/10,000/);

    const atSales = placedAt('loanAppBusiness', 'step5.3');
    const sales = submitStep(
      j,
      atSales,
      'step5.3',
      { businessMonthlySales: '20000' },
      {
        env: testEnv,
      },
    );
    expect(sales.ok ? null : sales.fieldErrors.businessMonthlySales).toMatch(/50,000/);
    const atBusiness = placedAt('selfEmployed', 'step6.2');
    const pan = submitStep(
      j,
      atBusiness,
      'step6.2',
      { businessEntityType: '10', businessPan: 'ABCPV1234K' },
      { env: testEnv },
    );
    expect(pan.ok ? null : pan.fieldErrors.businessPan).toBe(
      'Please enter a valid business pancard',
    );

    const atEmail = placedAt('default', 'step13.3');
    const email = submitStep(
      j,
      atEmail,
      'step13.3',
      { officeEmail: 'asha@gmail.com', isPersonalLoanDisclaimerChecked: true },
      { env: testEnv },
    );
    expect(email.ok ? null : email.fieldErrors.officeEmail).toBe('Invalid Office Email');

    const atAddress = placedAt('default', 'step12');
    const address = submitStep(j, atAddress, 'step12', { address: 'Mumbai' }, { env: testEnv });
    expect(address.ok ? null : address.fieldErrors.address).toMatch(/address/i);
  });

  it('refuses the tenure step before the amount (criteria lock)', () => {
    const atAmount = placedAt('default', 'step4.2');
    const early = submitStep(
      j,
      atAmount,
      'step5.1',
      { expectedLoanTenure: '24' },
      {
        env: testEnv,
        call: { outcome: 'other' },
      },
    );
    expect(early.ok).toBe(false);
  });

  // Last: the walks above must have taken every `to` edge of the definition.
  it('has every edge walked by the tests above', () => {
    const edges = j.steps.flatMap((s) =>
      (s.next ?? []).flatMap((rule) => ('to' in rule ? [`${s.id} → ${rule.to}`] : [])),
    );
    expect(edges.filter((e) => !walked.has(e))).toEqual([]);
  });
});
