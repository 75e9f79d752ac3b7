import { describe, expect, it } from 'vitest';
import { canEnterStep } from './canEnterStep.js';
import { fixtureJourney as j } from './engine.fixture.js';
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
