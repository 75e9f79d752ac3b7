import { describe, expect, it } from 'vitest';
import { canEnterStep } from './canEnterStep.js';
import { fixtureJourney as j } from './engine.fixture.js';
import { v2Journey as v2 } from './engineV2.fixture.js';
import { journeyState } from './journeyState.js';

describe('canEnterStep', () => {
  it('lets the user open the current step and any answered one', () => {
    const state = {
      version: 1,
      answers: { name: 'A', empType: 'salaried' },
      history: ['a', 'b'],
      current: 'c',
    };
    expect(canEnterStep(j, state, 'c')).toEqual({ allowed: true });
    expect(canEnterStep(j, state, 'a')).toEqual({ allowed: true });
  });

  it('refuses a deep link ahead, an unknown step and a guard without its answers', () => {
    const fresh = journeyState(j);
    expect(canEnterStep(j, fresh, 'e')).toEqual({
      allowed: false,
      reason: 'unreachable',
      missing: [],
    });
    expect(canEnterStep(j, fresh, 'zz')).toEqual({
      allowed: false,
      reason: 'unknownStep',
      missing: [],
    });
    expect(canEnterStep(j, fresh, 'c')).toEqual({
      allowed: false,
      reason: 'guard',
      missing: ['empType'],
    });
  });

  it('starts on the first step that is not skipped', () => {
    const prefilled = journeyState({ ...j, first: 'g' }, { bank: 'SBI' });
    expect(prefilled.current).toBeNull();
    expect(journeyState(j).current).toBe('a');
  });
});

describe('canEnterStep with calls and exits', () => {
  const base = { version: 1, answers: { name: 'A', pan: 'X' }, history: ['step1', 'step2'] };

  it('refuses every step of a lead that left by an exit', () => {
    const exited = { ...base, current: null, exit: { name: 'rejected', stepId: 'step2' } };
    for (const id of ['step1', 'step2', 'step3']) {
      expect(canEnterStep(v2, exited, id)).toEqual({
        allowed: false,
        reason: 'exited',
        missing: [],
      });
    }
    // A finished lead (no exit) may still change an answered step.
    expect(canEnterStep(v2, { ...base, current: null }, 'step1')).toEqual({ allowed: true });
  });

  it('refuses a step ahead of a pending call, not the waiting step nor an earlier one', () => {
    const pending = { stepId: 'step2', call: 'ckyc', since: '2026-11-23T10:00:00Z' };
    const waiting = { ...base, current: 'step2', pending };
    expect(canEnterStep(v2, waiting, 'step3')).toEqual({
      allowed: false,
      reason: 'pending',
      missing: [],
    });
    expect(canEnterStep(v2, waiting, 'step2')).toEqual({ allowed: true });
    expect(canEnterStep(v2, waiting, 'step1')).toEqual({ allowed: true });
    expect(canEnterStep(v2, { ...waiting, pending: null }, 'step3').allowed).toBe(false);
  });
});
