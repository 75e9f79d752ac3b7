import { describe, expect, it } from 'vitest';
import type { JourneyDef } from '../journeyModel/types.js';
import { fixtureJourney as j } from './engine.fixture.js';
import { v2Journey as v2 } from './engineV2.fixture.js';
import type { JourneyState } from './journeyState.js';
import { journeyState } from './journeyState.js';
import { submitStep } from './submitStep.js';

const env = { today: new Date('2026-11-21T00:00:00Z') };

function walk(journey: JourneyDef, steps: [string, Record<string, unknown>][]): JourneyState {
  let s = journeyState(journey);
  for (const [id, values] of steps) {
    const r = submitStep(journey, s, id, values, { env });
    if (!r.ok) throw new Error(`${id}: ${r.errors.join(' ')}`);
    s = r.state;
  }
  return s;
}

const salaried = walk(j, [
  ['a', { name: 'Asha' }],
  ['b', { empType: 'salaried' }],
  ['c', { designation: 'Manager' }],
  ['e', { haveCard: 'yes' }],
]);

describe('an earlier step answered again', () => {
  it('goes straight back to where the applicant was when the path is unchanged', () => {
    expect(salaried.current).toBe('f');
    const r = submitStep(j, salaried, 'a', { name: 'Asha V' }, { env });
    expect(r.ok && r.state.current).toBe('f');
    expect(r.ok && r.state.history).toEqual(['a', 'b', 'c', 'e']);
    expect(r.ok && r.state.answers).toMatchObject({
      name: 'Asha V',
      empType: 'salaried',
      designation: 'Manager',
      haveCard: 'yes',
    });
  });

  it('stops at the first step off the old path; answers of the abandoned branch are dropped', () => {
    const r = submitStep(j, salaried, 'b', { empType: 'selfEmpl' }, { env });
    expect(r.ok && r.state.current).toBe('d');
    expect(r.ok && r.state.history).toEqual(['a', 'b']);
    expect(r.ok && r.state.answers.designation).toBeUndefined();
  });

  it('stops where an answer the path depends on changed', () => {
    const r = submitStep(j, salaried, 'e', { haveCard: 'no' }, { env });
    expect(r.ok && r.state.current).toBe('g');
    expect(r.ok && r.state.history).toEqual(['a', 'b', 'c', 'e']);
  });

  it('stops at a step whose saved answers the edit made inapplicable (asked again)', () => {
    const tightened: JourneyDef = {
      ...j,
      steps: j.steps.map((s) =>
        s.id === 'c'
          ? {
              ...s,
              fields: [
                {
                  name: 'designation',
                  kind: 'text',
                  label: 'Designation',
                  showWhen: { field: 'name', ne: 'X' },
                },
              ],
            }
          : s,
      ),
    };
    const state = walk(tightened, [
      ['a', { name: 'Asha' }],
      ['b', { empType: 'salaried' }],
      ['c', { designation: 'Manager' }],
      ['e', { haveCard: 'yes' }],
    ]);
    // With the name X the designation is hidden: step b replays, step c is asked again.
    const r = submitStep(tightened, state, 'a', { name: 'X' }, { env });
    expect(r.ok && r.state.history).toEqual(['a', 'b']);
    expect(r.ok && r.state.current).toBe('c');
  });

  it('asks a step that makes a partner call again (its input may have changed)', () => {
    const done = walk(v2, []);
    const s1 = submitStep(v2, done, 'step1', { name: 'Asha' }, { env });
    if (!s1.ok) throw new Error('step1');
    const s2 = submitStep(
      v2,
      s1.state,
      'step2',
      { pan: 'X' },
      { env, call: { outcome: 'approved' } },
    );
    if (!s2.ok) throw new Error('step2');
    const s3 = submitStep(v2, s2.state, 'step3', { detailsOk: 'yes' }, { env });
    if (!s3.ok) throw new Error('step3');
    const edit = submitStep(v2, s3.state, 'step1', { name: 'Asha V' }, { env });
    expect(edit.ok && edit.state.current).toBe('step2');
  });

  it('changes nothing for a step saved for the first time', () => {
    const r = submitStep(j, salaried, 'f', { limit: 50000 }, { env });
    expect(r.ok && r.state.history).toEqual(['a', 'b', 'c', 'e', 'f']);
    expect(r.ok && r.state.current).toBe('g');
  });
});
