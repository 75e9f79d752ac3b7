import { describe, expect, it } from 'vitest';
import { analyseCalls } from '../../engine/analyseCalls.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import type { CallResult } from '../../engine/applyStep.js';
import { canEnterStep } from '../../engine/canEnterStep.js';
import { findStep } from '../../engine/findStep.js';
import { type JourneyState, journeyState } from '../../engine/journeyState.js';
import { progress } from '../../engine/progress.js';
import { lastLocation, stepRoute } from '../../engine/stepRoute.js';
import { submitStep } from '../../engine/submitStep.js';
import type { Answers, JourneyContext } from '../../journeyModel/types.js';
import { findJourney } from '../../products/journeyRegistry.js';
import { SAMPLE_SINCE, sampleCallResult, settleSample } from '../../products/sampleCalls.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { mumbai, testEnv } from '../creditCards/cardJourney.fixture.js';
import { KYC_MISMATCH_CORRECT } from '../shared/kycMismatchStep.js';
import { creditLineJourney as j } from './generic.js';

// The generic credit line of decision 037: every step of 02 §2.2 defined, every edge walked.
const P = 'credit-line';
const webView: JourneyContext = { androidWebView: true };
const REJECTION = 'Thanks for your interest. One of our team members would get in touch with you';

const subs = (major: number, n: number) =>
  Array.from({ length: n }, (_, i) => `step${major}.${i + 1}`);
const SPEC_STEPS = [
  ...['step1', 'step2', 'step2.1'],
  ...Array.from({ length: 9 }, (_, i) => `step${i + 3}`),
  ...subs(11, 13),
  'step12',
  ...subs(12, 13),
  'step13',
  ...subs(13, 6),
  'step14',
];

/** Every edge walked by a test: `from → to`. Checked against the definition at the end. */
const walked = new Set<string>();

function save(
  state: JourneyState,
  stepId: string,
  values: Answers,
  options: { call?: CallResult; context?: JourneyContext } = {},
) {
  const r = submitStep(j, state, stepId, values, {
    env: testEnv,
    context: options.context ?? {},
    ...('pincode' in values ? { resolved: mumbai } : {}),
    ...(options.call ? { call: options.call } : {}),
  });
  if (!r.ok) throw new Error(`${stepId}: ${r.reason} ${r.errors.join(' ')}`);
  if (r.next.type === 'step') walked.add(`${stepId} → ${r.next.stepId}`);
  return r;
}

/** The lead of walk `branch` arriving at `stop`, every earlier save through submitStep. */
function placedAt(branch: string, stop: string | null, context: JourneyContext = {}) {
  let state = journeyState(j, {}, context);
  for (const [stepId, values] of samplePath(P, branch, context)) {
    if (state.current === stop) return state;
    const call = sampleCallResult(j, state, stepId, values, { branch, context });
    state = save(state, stepId, values, { context, ...(call ? { call } : {}) }).state;
    const settled = settleSample(j, state, { branch, context });
    if (settled) {
      if (settled.next.type === 'step') walked.add(`${stepId} → ${settled.next.stepId}`);
      state = settled.state;
    }
  }
  if (state.current !== stop) throw new Error(`${branch} never reaches ${stop}`);
  return state;
}

const valuesAt = (branch: string, state: JourneyState, stepId: string, more: Answers = {}) => ({
  ...sampleAnswers(P, stepId, { branch, answers: state.answers }),
  ...more,
});
const outcome = (o: string): CallResult => ({ outcome: o });

describe('the generic credit line (02 §2.2, decision 037)', () => {
  it('is registered under credit-line, Northern Arc product 15, and sound', () => {
    expect(findJourney(P)).toBe(j);
    expect([j.productId, j.providerId]).toEqual([15, 1813]);
    expect(analyseJourney(j)).toEqual([]);
    expect(analyseCalls(j)).toEqual([]);
  });

  it('defines every step the spec lists, decimals included, and the KYC mismatch step', () => {
    // step9.1: where a KYC that is not the applicant's goes (decision 062), not in the spec.
    expect([...j.steps.map((s) => s.id)].sort()).toEqual([...SPEC_STEPS, 'step9.1'].sort());
    expect(j.steps).toHaveLength(48);
    expect(j.steps.at(-1)).toMatchObject({ id: 'step14', last: true });
    // Decimal ids are plain ids: a route, a lookup, a resume location.
    expect(stepRoute(j, 'step12.11')).toBe('credit-line/step12.11');
    expect(findStep(j, 'step12.1')?.id).toBe('step12.1');
    expect(findStep(j, 'step12.10')?.id).toBe('step12.10');
  });

  it('routes failures to the results page except send-url and the NACH upload (CLG-06)', () => {
    expect(j.callFailure).toEqual({
      route: 'credit-line/results',
      except: ['nacl.enach', 'nacl.uploadPnachDoc'],
    });
    expect(j.finalRoute).toBe('credit-line/results/approved');
    expect(j.exits?.rejected).toEqual({
      route: 'credit-line/results/rejected',
      message: REJECTION,
    });
    expect(j.exits?.mandateFailed?.route).toBe('credit-line/results/error');
  });

  it('walks central KYC, GSTIN and the e-mandate to the results (step12.2 after the link)', () => {
    const ids = samplePath(P).map(([id]) => id);
    expect(ids.slice(0, 8)).toEqual([
      ...['step1', 'step2', 'step2.1', 'step3', 'step4', 'step5', 'step6', 'step9'],
    ]);
    const mandate = ids.slice(ids.indexOf('step11.9'), ids.indexOf('step12.3') + 1);
    expect(mandate).toEqual([
      ...['step11.9', 'step11.10', 'step11.11', 'step11.12', 'step11.13'],
      ...['step12', 'step12.1', 'step12.2', 'step12.3'],
    ]);
    const done = placedAt('default', null);
    expect(done.exit).toBeNull();
    expect(lastLocation(j, done)).toBe('credit-line/results/approved');
    expect(progress(j, done.history, done.current)).toBe(100);
  });

  it('walks the Aadhaar ZIP and the physical mandate: 11.11 → 11.5 → 11.13 → 12.11 … 12.13 → 12.3', () => {
    const ids = samplePath(P, 'okycPhysical').map(([id]) => id);
    expect(ids.slice(5, 8)).toEqual(['step5', 'step8', 'step9']);
    const mandate = ids.slice(ids.indexOf('step11.11'), ids.indexOf('step12.3') + 1);
    expect(mandate).toEqual([
      ...['step11.11', 'step11.5', 'step11.13', 'step12.11', 'step12.12', 'step12.13'],
      'step12.3',
    ]);
    expect(ids).not.toContain('step12.1');
    expect(placedAt('okycPhysical', null).exit).toBeNull();
  });

  it('goes to Karza OKYC (step7) only in the Android web view, from the header', () => {
    const ids = samplePath(P, 'okycPhysical', webView).map(([id]) => id);
    expect(ids.slice(5, 8)).toEqual(['step5', 'step7', 'step9']);
    placedAt('okycPhysical', null, webView);
  });

  it('falls back from central KYC not found to the Aadhaar ZIP (step6 → step8)', () => {
    const at6 = placedAt('default', 'step6');
    const r = save(at6, 'step6', valuesAt('default', at6, 'step6'), { call: outcome('failed') });
    expect(r.next).toEqual({ type: 'step', stepId: 'step8' });
  });

  it.each([
    ['step9', 'nacl.validateKyc'],
    ['step11.2', 'nacl.validateBusinessKyc'],
  ])('rejects at %s when %s says rejected, to the results page', (stepId, call) => {
    const at = placedAt('default', stepId);
    const r = save(at, stepId, valuesAt('default', at, stepId), { call: outcome('rejected') });
    expect(r.next).toMatchObject({ type: 'exit', exit: 'rejected' });
    expect(lastLocation(j, r.state)).toBe('credit-line/results/rejected');
    expect(findStep(j, stepId)?.call?.name).toBe(call);
  });

  it('rejects at step9 on a "no" without asking Northern Arc', () => {
    const at9 = placedAt('default', 'step9');
    const r = save(at9, 'step9', { kycDetailsCorrect: '0' });
    expect(r.next).toMatchObject({ type: 'exit', exit: 'rejected' });
  });

  it('rejects at the offer (step11.8) when declined or refused', () => {
    const at7 = placedAt('default', 'step11.7');
    const pending = save(at7, 'step11.7', valuesAt('default', at7, 'step11.7'), {
      call: { pending: true, since: SAMPLE_SINCE },
    });
    expect(pending.next).toMatchObject({ type: 'wait' });
    const at8 = placedAt('default', 'step11.8');
    const refused = save(at8, 'step11.8', { creditLineDecision: 'reject' });
    expect(refused.next).toMatchObject({ type: 'exit', exit: 'rejected' });
  });

  it('leaves by mandateFailed when the bank declines the e-mandate (step12.1)', () => {
    const at = placedAt('default', 'step12.1');
    const r = save(at, 'step12.1', {}, { call: outcome('declined') });
    expect(r.next).toMatchObject({ type: 'exit', exit: 'mandateFailed' });
    expect(lastLocation(j, r.state)).toBe('credit-line/results/error');
  });

  it('refuses to skip ahead: a detail step needs the mandate first', () => {
    const at = placedAt('default', 'step11.9');
    expect(canEnterStep(j, at, 'step12.3').allowed).toBe(false);
    expect(canEnterStep(j, at, 'step12.11').allowed).toBe(false);
  });

  describe('a KYC that is not the applicant’s (issue 20 item 6; decision 062)', () => {
    const mismatch: CallResult = {
      outcome: 'mismatch',
      facts: { kycName: 'A*** V****', kycMismatch: 'name, date of birth and gender' },
    };

    it.each([
      ['central KYC', 'default', 'step6', {}],
      ['Karza in the web view', 'okycPhysical', 'step7', webView],
      ['the Aadhaar ZIP', 'okycPhysical', 'step8', {}],
    ] as const)(
      '%s (%s) goes to step9.1, never to the confirmation',
      (_, branch, stepId, context) => {
        const at = placedAt(branch, stepId, context);
        const r = save(at, stepId, valuesAt(branch, at, stepId), { call: mismatch, context });
        expect(r.next).toEqual({ type: 'step', stepId: 'step9.1' });
        expect(canEnterStep(j, r.state, 'step9').allowed).toBe(false);
        expect(canEnterStep(j, r.state, 'step11.1').allowed).toBe(false);
      },
    );

    it('step9.1 goes nowhere but back: saved, it says how to correct; closed, it rejects', () => {
      const at = placedAt('okycPhysical', 'step8');
      const on = save(at, 'step8', valuesAt('okycPhysical', at, 'step8'), { call: mismatch });
      const stay = submitStep(j, on.state, 'step9.1', {}, { env: testEnv });
      expect(stay).toMatchObject({
        ok: false,
        reason: 'unmatched',
        errors: [KYC_MISMATCH_CORRECT],
      });
      const closed = save(on.state, 'step9.1', { closeApplication: true });
      expect(closed.next).toMatchObject({ type: 'exit', exit: 'rejected' });
      // The way to correct: the KYC mode answered again (central KYC), on from there.
      const again = save(on.state, 'step5', { kycType: 'ckyc' });
      expect(again.next).toEqual({ type: 'step', stepId: 'step6' });
      const fixed = save(again.state, 'step6', {}, { call: outcome('verified') });
      expect(fixed.next).toEqual({ type: 'step', stepId: 'step9' });
    });
  });

  it('applies the credit line rules (CLG-15..23) on its steps', () => {
    const at = placedAt('okycPhysical', 'step8');
    const bad = submitStep(
      j,
      at,
      'step8',
      { ...valuesAt('okycPhysical', at, 'step8'), shareCode: '12345', karzaOKYCConsent: false },
      { env: testEnv },
    );
    expect(bad.ok).toBe(false);
    const tenure = findStep(j, 'step11.6')?.fields.find((f) => f.name === 'expectedLoanTenure');
    expect(tenure?.options?.map((o) => o.value)).toEqual([
      '6',
      '12',
      '18',
      '24',
      '30',
      '36',
      '42',
      '48',
      '54',
      '60',
    ]);
    const remarks = findStep(j, 'step13.6')?.fields[0];
    expect(remarks).toMatchObject({ name: 'remarks', required: false, maxLength: 72 });
    const amount = findStep(j, 'step11.6')?.fields[0];
    expect(amount).toMatchObject({ name: 'expectedLoanAmount' });
    expect(amount?.required).not.toBe(false);
    for (const name of ['religion', 'officeCity', 'qualification']) {
      const field = j.steps.flatMap((s) => s.fields).find((f) => f.name === name);
      expect(field?.required, name).not.toBe(false);
    }
    // The bank is the IFSC's (step11.11's lookup), never asked (decision 090).
    const fields = j.steps.flatMap((s) => s.fields);
    expect(fields.find((f) => f.name === 'bankIfscCode')?.lookup).toBe('ifscBank');
    expect(fields.map((f) => f.name)).not.toContain('bankName');
  });

  // Last: the walks above must have taken every `to` edge of the definition.
  it('has every edge walked by the tests above', () => {
    const edges = j.steps.flatMap((s) =>
      (s.next ?? []).flatMap((rule) => ('to' in rule ? [`${s.id} → ${rule.to}`] : [])),
    );
    expect(edges.filter((e) => !walked.has(e))).toEqual([]);
  });
});
