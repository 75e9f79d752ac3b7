import { describe, expect, it } from 'vitest';
import { fixtureJourney as j } from './engine.fixture.js';
import type { JourneyState } from './journeyState.js';
import { keptAsItWas } from './keptAsItWas.js';

const at: JourneyState = {
  version: 1,
  answers: { name: 'Asha', empType: 'salaried', designation: 'Manager', haveCard: 'no' },
  history: ['a', 'b', 'c', 'e'],
  current: 'g',
  calls: { 'x.check': { stepId: 'b', outcome: 'ok' } },
};

describe('keptAsItWas', () => {
  it('an earlier step with its own answers keeps the state and goes back to where it was', () => {
    const kept = keptAsItWas(j, at, 'b', { empType: 'salaried' });
    expect(kept?.state).toBe(at);
    expect(kept?.next).toEqual({ type: 'step', stepId: 'g' });
    expect(kept?.dropped).toEqual([]);
  });

  it('a changed answer, or a value the step did not have, is not kept', () => {
    expect(keptAsItWas(j, at, 'b', { empType: 'selfEmpl' })).toBeNull();
    expect(keptAsItWas(j, at, 'a', { name: 'Asha', extra: 'x' })).toBeNull();
  });

  it('the current step, a step never answered and a closed lead are not kept', () => {
    expect(keptAsItWas(j, at, 'g', {})).toBeNull();
    expect(keptAsItWas(j, at, 'd', {})).toBeNull();
    const exited = { ...at, current: null, exit: { name: 'rejected', stepId: 'e' } };
    expect(keptAsItWas(j, exited, 'a', { name: 'Asha' })).toBeNull();
  });

  it('goes back to a pending call, or to the final route when done', () => {
    const waiting = { ...at, pending: { stepId: 'e', call: 'x.wait', since: '2026-11-28' } };
    expect(keptAsItWas(j, waiting, 'a', { name: 'Asha' })?.next).toEqual({
      type: 'wait',
      stepId: 'e',
      call: 'x.wait',
    });
    expect(keptAsItWas(j, { ...at, current: null }, 'a', { name: 'Asha' })?.next).toEqual({
      type: 'final',
      route: 'done',
    });
  });
});
