import { describe, expect, it } from 'vitest';
import type { JourneyState } from '../engine/journeyState.js';
import { journeyState } from '../engine/journeyState.js';
import { submitStep } from '../engine/submitStep.js';
import { mumbai, testEnv } from '../journeys/creditCards/cardJourney.fixture.js';
import { findJourney } from './journeyRegistry.js';
import {
  applySampleStep,
  SAMPLE_OUTCOMES,
  sampleCallResult,
  sampleOutcome,
  settleSample,
} from './sampleCalls.js';
import { SAMPLE_BRANCHES, samplePath } from './samples.js';

describe('sample call outcomes', () => {
  it('keys the outcomes by journey prefix and branch, like SAMPLE_BRANCHES', () => {
    for (const [prefix, branches] of Object.entries(SAMPLE_OUTCOMES)) {
      for (const branch of Object.keys(branches)) {
        expect(SAMPLE_BRANCHES[prefix]?.[branch], `${prefix} ${branch}`).toBeDefined();
      }
    }
    expect(sampleOutcome('business-loan/idfc', 'default', 'ckyc')).toBe('verified');
    expect(() => sampleOutcome('business-loan/idfc', 'default', 'nope')).toThrow(
      /No sample outcome of nope/,
    );
  });

  it('answers pending for a waiting call and settles it with the walk outcome', () => {
    const journey = findJourney('business-loan/idfc');
    if (!journey) throw new Error('missing journey');
    const ids = samplePath('business-loan/idfc').map(([id]) => id);
    const at = ids.indexOf('step13');
    const before = samplePath('business-loan/idfc').slice(0, at);
    let state: JourneyState = journeyState(journey);
    for (const [stepId, values] of before) {
      const call = sampleCallResult(journey, state, stepId, values);
      const r = submitStep(journey, state, stepId, values, {
        env: testEnv,
        ...('pincode' in values ? { resolved: mumbai } : {}),
        ...(call ? { call } : {}),
      });
      if (!r.ok) throw new Error(`${stepId}: ${r.errors.join(' ')}`);
      state = r.state;
    }
    expect(state.current).toBe('step13');
    const result = sampleCallResult(journey, state, 'step13', {});
    expect(result).toEqual({ pending: true, since: expect.any(String) });
    expect(sampleCallResult(journey, state, 'step12', { kycDetailsCorrect: '1' })).toBeUndefined();
    const r = submitStep(
      journey,
      state,
      'step13',
      {},
      { env: testEnv, ...(result ? { call: result } : {}) },
    );
    if (!r.ok) throw new Error(r.errors.join(' '));
    expect(r.state.pending?.call).toBe('idfc.approvalStatus');
    const settled = settleSample(journey, r.state);
    expect(settled?.state.current).toBe('step14');
    expect(settled?.state.calls?.['idfc.approvalStatus']?.outcome).toBe('approved');
    expect(settleSample(journey, settled?.state ?? r.state)).toBeNull();
  });
});

describe('applySampleStep', () => {
  it('saves a step whose call answers at once, and leaves a step without call to the answers', () => {
    const journey = findJourney('business-loan/idfc');
    if (!journey) throw new Error('missing journey');
    let state: JourneyState = journeyState(journey);
    for (const [stepId, values] of samplePath('business-loan/idfc').slice(0, 9)) {
      state = applySampleStep(journey, state, stepId, values).state;
    }
    expect(state.history.at(-1)).toBe('step10');
    expect(state.calls?.ckyc).toEqual({ stepId: 'step10', outcome: 'verified' });
    expect(state.current).toBe('step12');
  });
});
