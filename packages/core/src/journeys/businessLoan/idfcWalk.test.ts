import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../engine/evaluateCondition.js';
import type { JourneyState } from '../../engine/journeyState.js';
import { journeyState } from '../../engine/journeyState.js';
import { progress } from '../../engine/progress.js';
import { submitStep } from '../../engine/submitStep.js';
import type { Answers, JourneyContext } from '../../engine/types.js';
import { testEnv, walk } from '../creditCards/cardJourney.fixture.js';
import { sampleAnswers } from '../samples.js';
import { idfcBusinessLoanJourney as j } from './idfc.js';
import { BUSINESS_LOAN_SAMPLE_OUTCOMES } from './sampleBranches.js';

// Walks with today's engine through submitStep. A step whose next rule reads a call's outcome
// (step10, 13, 17, 39) stops such a walk: those edges need engine-v2, so each walk below runs
// one answer-routed stretch from a state placed at its start.
const P = 'business-loan/idfc';

function path(branch: string, ids: string[]): [string, Answers][] {
  let answers: Answers = {};
  return ids.map((id) => {
    const values = sampleAnswers(P, id, { branch, answers });
    answers = { ...answers, ...values };
    return [id, values];
  });
}

/** Answers of the earlier steps, as a lead placed at `current` would hold them. */
function placedAt(branch: string, before: string[], current: string): JourneyState {
  const answers: Answers = Object.assign({}, ...path(branch, before).map(([, v]) => v));
  if (before.includes('step6')) answers.city = { city_id: 1, city_name: 'Mumbai' };
  return { version: 1, answers, history: before, current };
}

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `step${from + i}`).filter(
    (id) => id !== 'step2' && id !== 'step38',
  );
const upTo9 = ['step1', ...ids(3, 9)];

describe('walks of the existing engine', () => {
  it('goes step1 → step9 → step10 on central KYC', () => {
    const s = walk(j, journeyState(j), path('default', upTo9));
    expect(s.history).toEqual(upTo9);
    expect(s.current).toBe('step10');
    expect(s.answers.otp).toBeUndefined();
  });

  it('goes step9 → step11 → step12 → step13 on Aadhaar offline KYC in a browser', () => {
    const s = walk(j, journeyState(j), path('okycPhysical', [...upTo9, 'step11', 'step12']));
    expect(s.current).toBe('step13');
    expect(s.answers.aadhaarXml).toBe('sample-document-aadhaar-xml');
  });

  it('goes step9 → step12 on Aadhaar offline KYC in the Android web view', () => {
    const context: JourneyContext = { androidWebView: true };
    const start = placedAt('okycPhysical', upTo9.slice(0, -1), 'step9');
    const r = submitStep(j, start, 'step9', { kycType: 'okyc' }, { env: testEnv, context });
    expect(r.ok && r.state.current).toBe('step12');
  });

  it('rejects at step12 when the KYC details are not the applicant’s', () => {
    const start = placedAt('okycPhysical', [...upTo9, 'step11'], 'step12');
    const r = submitStep(j, start, 'step12', { kycDetailsCorrect: '0' }, { env: testEnv });
    expect(r.ok && r.next).toEqual({
      type: 'exit',
      exit: 'rejected',
      route: 'business-loan/idfc/disbursal-status',
    });
    expect(r.ok && r.state.current).toBeNull();
  });

  it('goes step14 → step15 → step16 → step17 with a GSTIN', () => {
    const before = [...upTo9, 'step10', 'step12', 'step13'];
    const stretch = ['step14', 'step15', 'step16'];
    const s = walk(j, placedAt('default', before, 'step14'), path('default', stretch));
    expect(s.current).toBe('step17');
    expect(s.answers.gstinId).toBe('27ABCPE1234F1Z5');
  });

  it('goes step14 → step15 → step18 → … → step37 → step40 → step43 → the final route, physically', () => {
    const before = [...upTo9, 'step11', 'step12', 'step13'];
    const stretch = ['step14', 'step15', ...ids(18, 35), 'step37', ...ids(40, 43)];
    const s = walk(j, placedAt('okycPhysical', before, 'step14'), path('okycPhysical', stretch));
    expect(s.history).toEqual([...before, ...stretch]);
    expect(s.history).not.toContain('step16');
    expect(s.history).not.toContain('step36');
    expect(s.current).toBeNull();
  });

  it('goes step18 → … → step35 → step36 → step37 → step39 digitally', () => {
    const before = [...upTo9, 'step10', 'step12', 'step13', ...ids(14, 17)];
    const stretch = ids(18, 37);
    const s = walk(j, placedAt('default', before, 'step18'), path('default', stretch));
    expect(s.history).toContain('step36');
    expect(s.current).toBe('step39');
  });

  it('refuses the mandate steps before the mandate type is answered (guard)', () => {
    const before = [...upTo9, 'step10', 'step12', 'step13'];
    const s = { ...placedAt('default', before, 'step36') };
    const r = submitStep(j, s, 'step36', { emandateMode: '1' }, { env: testEnv });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fieldErrors).toMatchObject({ mandateType: 'Required' });
  });

  it('names an outcome for every call each sample walk makes', () => {
    const made = (branch: string, walked: string[]) => {
      const answers: Answers = Object.assign({}, ...path(branch, walked).map(([, v]) => v));
      return j.steps
        .filter((s) => walked.includes(s.id) && s.call)
        .filter((s) => !s.call?.when || evaluateCondition(s.call.when, answers))
        .map((s) => s.call?.name)
        .sort();
    };
    const digital = [...upTo9, 'step10', ...ids(12, 37), 'step39', 'step43'];
    const physical = [...upTo9, ...ids(11, 15), ...ids(18, 35), 'step37', ...ids(40, 43)];
    expect(Object.keys(BUSINESS_LOAN_SAMPLE_OUTCOMES.default ?? {}).sort()).toEqual(
      made('default', digital),
    );
    expect(Object.keys(BUSINESS_LOAN_SAMPLE_OUTCOMES.okycPhysical ?? {}).sort()).toEqual(
      made('okycPhysical', physical),
    );
  });
});

// Today's progress ignores `JourneyDef.progress` (engine-v2 applies the /43 scale); this
// checks only that the walk's progress is defined on the existing scale.
describe('progress on the existing scale', () => {
  it('is between 0 and 100 along the walk', () => {
    const p = progress(j, upTo9, 'step10');
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(100);
  });
});
