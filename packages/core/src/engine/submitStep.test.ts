import { describe, expect, it } from 'vitest';
import type { StepDef } from '../journeyModel/types.js';
import { fixtureJourney as j } from './engine.fixture.js';
import { v2Journey as v2 } from './engineV2.fixture.js';
import type { JourneyState } from './journeyState.js';
import { journeyState } from './journeyState.js';
import { progress } from './progress.js';
import { applyCheckedStep, refusalOf, submitStep } from './submitStep.js';

const env = { today: new Date('2026-11-21T00:00:00Z') };

function walk(state: JourneyState, steps: [string, Record<string, unknown>][]): JourneyState {
  let s = state;
  for (const [id, values] of steps) {
    const r = submitStep(j, s, id, values, { env });
    if (!r.ok) throw new Error(`${id}: ${r.errors.join(' ')}`);
    s = r.state;
  }
  return s;
}

describe('submitStep', () => {
  it('walks the salaried branch to the last step', () => {
    const s = walk(journeyState(j), [
      ['a', { name: 'Asha' }],
      ['b', { empType: 'salaried' }],
      ['c', { designation: 'Manager' }],
      ['e', { haveCard: 'no' }],
    ]);
    expect(s.history).toEqual(['a', 'b', 'c', 'e']);
    expect(s.current).toBe('g');
    const done = walk(s, [['g', { bank: 'SBI' }]]);
    expect(done.current).toBeNull();
  });

  it('branches by chosen value', () => {
    const s = walk(journeyState(j), [
      ['a', { name: 'Asha' }],
      ['b', { empType: 'selfEmpl' }],
    ]);
    expect(s.current).toBe('d');
  });

  it('refuses a step ahead of the current one', () => {
    const s = walk(journeyState(j), [['a', { name: 'Asha' }]]);
    const r = submitStep(j, s, 'e', { haveCard: 'no' }, { env });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('unreachable');
  });

  it('refuses a guarded step whose earlier answers are missing', () => {
    const s: JourneyState = { version: 1, answers: {}, history: ['a'], current: 'c' };
    const r = submitStep(j, s, 'c', { designation: 'x' }, { env });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe('guard');
      expect(Object.keys(r.fieldErrors)).toEqual(['empType']);
    }
  });

  it('rejects invalid values with the rule message and keeps the state', () => {
    const s = journeyState(j);
    const r = submitStep(j, s, 'a', { name: 'A very long name' }, { env });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fieldErrors).toEqual({ name: 'Must be 10 characters or less' });
    const empty = submitStep(j, s, 'a', { name: '  ' }, { env });
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.fieldErrors).toEqual({ name: 'Required' });
  });

  it('rejects an option that is not offered', () => {
    const s = walk(journeyState(j), [['a', { name: 'Asha' }]]);
    const r = submitStep(j, s, 'b', { empType: 'student' }, { env });
    expect(r.ok).toBe(false);
  });

  it('hardSkips a step whose field is already filled', () => {
    const s = walk(journeyState(j, { bank: 'HDFC' }), [
      ['a', { name: 'Asha' }],
      ['b', { empType: 'salaried' }],
      ['c', { designation: 'Manager' }],
    ]);
    const r = submitStep(j, s, 'e', { haveCard: 'no' }, { env });
    expect(r.ok && r.skipped).toEqual(['g']);
    expect(r.ok && r.next).toEqual({ type: 'final', route: 'done' });
  });

  it('drops answers of a branch abandoned by a changed earlier answer', () => {
    const s = walk(journeyState(j), [
      ['a', { name: 'Asha' }],
      ['b', { empType: 'salaried' }],
      ['c', { designation: 'Manager' }],
      ['e', { haveCard: 'yes' }],
      ['f', { limit: '50,000' }],
    ]);
    expect(s.answers.limit).toBe(50000);
    const r = submitStep(j, s, 'b', { empType: 'selfEmpl' }, { env });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dropped).toEqual(['designation']);
    expect(r.state.history).toEqual(['a', 'b']);
    expect(r.state.current).toBe('d');
    // Answers of steps still ahead on the new path are kept, to be confirmed.
    expect(r.state.answers.haveCard).toBe('yes');
    expect(r.state.answers.limit).toBe(50000);
    const r2 = submitStep(j, r.state, 'e', { haveCard: 'no' }, { env });
    expect(r2.ok).toBe(false); // 'e' is not current: 'd' must be answered first
    const s2 = walk(r.state, [
      ['d', { business: 'Kirana' }],
      ['e', { haveCard: 'no' }],
    ]);
    expect(s2.answers.limit).toBeUndefined();
  });

  it('computes progress from history and the longest remaining path', () => {
    const s = journeyState(j);
    expect(progress(j, s.history, s.current)).toBe(0);
    const after = walk(s, [['a', { name: 'Asha' }]]);
    // a answered; longest remaining b → c → e → f → g = 5 steps.
    expect(progress(j, after.history, after.current)).toBe(Math.round((1 / 6) * 100));
    expect(progress(j, ['a', 'b'], null)).toBe(100);
  });
});

describe('submitStep with a call', () => {
  const s1 = submitStep(v2, journeyState(v2), 'step1', { name: 'Asha' }, { env });
  const start = s1.ok ? s1.state : journeyState(v2);

  it('passes the call result to the transition', () => {
    const r = submitStep(v2, start, 'step2', { pan: 'X' }, { env, call: { outcome: 'notFound' } });
    expect(r.ok && r.state.current).toBe('step2.1');
    expect(r.ok && r.state.calls).toEqual({ ckyc: { stepId: 'step2', outcome: 'notFound' } });
  });

  it("refuses the step on a refusing outcome, with the call's message or the step's", () => {
    const refusing = {
      ...v2,
      steps: v2.steps.map((st) =>
        st.id === 'step2' && st.call
          ? {
              ...st,
              call: {
                ...st.call,
                outcomes: [...st.call.outcomes, 'mismatch'],
                refuse: { outcomes: ['mismatch'], field: 'pan', message: 'Check your PAN' },
              },
            }
          : st,
      ),
    };
    const said = {
      outcome: 'mismatch',
      facts: { message: 'The name associated with entered PAN is RAVI MEHTA' },
    };
    const r = submitStep(refusing, start, 'step2', { pan: 'X' }, { env, call: said });
    expect(r).toEqual({
      ok: false,
      reason: 'refused',
      fieldErrors: { pan: 'The name associated with entered PAN is RAVI MEHTA' },
      errors: ['The name associated with entered PAN is RAVI MEHTA'],
    });
    const plain = submitStep(
      refusing,
      start,
      'step2',
      { pan: 'X' },
      {
        env,
        call: { outcome: 'mismatch' },
      },
    );
    expect(!plain.ok && plain.fieldErrors).toEqual({ pan: 'Check your PAN' });
    // Other outcomes route as before.
    const ok = submitStep(
      refusing,
      start,
      'step2',
      { pan: 'X' },
      { env, call: { outcome: 'approved' } },
    );
    expect(ok.ok && ok.state.current).toBe('step3');
  });

  it('validates a field shown by an earlier outcome', () => {
    const at = (outcome: string): JourneyState => ({
      version: 1,
      answers: { name: 'A', pan: 'X' },
      history: ['step1', 'step2'],
      current: 'step3',
      calls: { ckyc: { stepId: 'step2', outcome } },
    });
    const shown = submitStep(v2, at('notFound'), 'step3', { detailsOk: 'yes' }, { env });
    expect(!shown.ok && shown.fieldErrors).toEqual({ panName: 'Required' });
    const hidden = submitStep(
      v2,
      at('approved'),
      'step3',
      { detailsOk: 'yes', panName: 'A' },
      { env },
    );
    expect(hidden.ok && hidden.state.answers.panName).toBeUndefined();
  });

  it('refuses a closed lead and a step past a pending call, with their messages', () => {
    const exited = submitStep(
      v2,
      start,
      'step2',
      { pan: 'X' },
      { env, call: { outcome: 'failed' } },
    );
    if (!exited.ok) throw new Error('step2 refused');
    const again = submitStep(v2, exited.state, 'step1', { name: 'B' }, { env });
    expect(again).toMatchObject({
      ok: false,
      reason: 'exited',
      errors: ['This application is already closed'],
    });
    const pending: JourneyState = {
      version: 1,
      answers: { name: 'A', pan: 'X', detailsOk: 'yes', mandateType: 'digital' },
      history: ['step1', 'step2', 'step3', 'step4'],
      current: 'step4',
      calls: { ckyc: { stepId: 'step2', outcome: 'approved' } },
      pending: { stepId: 'step4', call: 'emandate', since: '2026-11-23T10:00:00Z' },
    };
    expect(submitStep(v2, pending, 'step5', { agree: true }, { env })).toMatchObject({
      ok: false,
      reason: 'pending',
      errors: ['Please wait for the earlier step to finish'],
    });
  });
});

describe('applyCheckedStep', () => {
  it('moves on with values the caller checked, as submitStep does, without validating again', () => {
    const s = walk(journeyState(j), [['a', { name: 'Asha' }]]);
    const submitted = submitStep(j, s, 'b', { empType: 'salaried' }, { env });
    const checked = applyCheckedStep(j, s, 'b', { empType: 'salaried' }, { env });
    expect(checked).toEqual(submitted);
    // The caller's values are taken as checked: this one would fail the step's rules.
    const trusted = applyCheckedStep(j, s, 'a', { name: 'Asha Devi Sharma' }, { env });
    expect(trusted.ok && trusted.state.answers.name).toBe('Asha Devi Sharma');
    expect(submitStep(j, s, 'a', { name: 'Asha Devi Sharma' }, { env }).ok).toBe(false);
  });
});

describe('refusalOf', () => {
  const upload: StepDef = {
    id: 'kyc',
    title: 'Your Aadhaar ZIP',
    fields: [
      { name: 'zip', kind: 'file', label: 'ZIP' },
      { name: 'code', kind: 'text', label: 'Share code' },
    ],
    call: {
      name: 'okyc',
      outcomes: ['verified', 'unreadable'],
      refuse: { outcomes: ['unreadable'], field: 'zip' },
    },
    next: [{ to: 'done' }],
  };

  it("puts the message on the field the call names, when it is the step's, else the step's", () => {
    const said = (facts: Record<string, string>) =>
      refusalOf(upload, { outcome: 'unreadable', facts });
    expect(said({ message: 'The share code does not open this file', field: 'code' })).toEqual({
      field: 'code',
      message: 'The share code does not open this file',
    });
    expect(said({ message: 'Not a ZIP', field: 'mobile' })).toEqual({
      field: 'zip',
      message: 'Not a ZIP',
    });
    expect(said({ message: 'Not a ZIP' })).toEqual({ field: 'zip', message: 'Not a ZIP' });
    expect(refusalOf(upload, { outcome: 'verified', facts: { field: 'code' } })).toBeNull();
  });
});
