import type { LeadView } from '@tara/core/contract';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test/journey.fixture';
import { answeredBefore, leadState, previousStep, resolveEntry } from './resolveEntry';

function lead(part: Partial<LeadView>): LeadView {
  return {
    lead_id: 'lead-1',
    journey: fixture.prefix,
    version: fixture.version,
    answers: {},
    history: [],
    current: 'step1',
    last_loc: `${fixture.prefix}/step1`,
    progress: 0,
    status: 'incomplete',
    pending: null,
    calls: {},
    mobile_verified: false,
    exit: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...part,
  };
}

const midway = lead({
  answers: { firstname: 'Asha', empType: 'salaried' },
  history: ['step1', 'step2'],
  current: 'step3',
});

describe('leadState', () => {
  it('starts a visitor without a lead on the first step', () => {
    expect(leadState(fixture, null, {})).toEqual({
      version: 2,
      answers: {},
      history: [],
      current: 'step1',
    });
  });

  it("takes a resumed lead's answers, history and current step", () => {
    expect(leadState(fixture, midway, {})).toMatchObject({
      history: ['step1', 'step2'],
      current: 'step3',
    });
  });
});

describe('resolveEntry', () => {
  it('shows the current step and any answered step', () => {
    const state = leadState(fixture, midway, {});
    expect(resolveEntry(fixture, state, 'step3')).toMatchObject({
      kind: 'show',
      step: { id: 'step3' },
    });
    expect(resolveEntry(fixture, state, 'step1')).toMatchObject({
      kind: 'show',
      step: { id: 'step1' },
    });
  });

  it('sends a deep link past the current step to the first step still needed', () => {
    const fresh = leadState(fixture, null, {});
    expect(resolveEntry(fixture, fresh, 'step4')).toEqual({
      kind: 'redirect',
      to: '/credit-cards/fixture/step1',
    });
    const state = leadState(fixture, midway, {});
    expect(resolveEntry(fixture, state, 'step4')).toEqual({
      kind: 'redirect',
      to: '/credit-cards/fixture/step3',
    });
  });

  it('redirects an unknown step', () => {
    const state = leadState(fixture, midway, {});
    expect(resolveEntry(fixture, state, 'step99')).toMatchObject({ kind: 'redirect' });
  });

  it('sends a finished journey to its final route', () => {
    const done = leadState(
      fixture,
      lead({
        history: ['step1', 'step2', 'step4'],
        current: null,
        answers: { empType: 'selfEmpl' },
      }),
      {},
    );
    expect(resolveEntry(fixture, done, 'step3')).toEqual({
      kind: 'redirect',
      to: '/credit-card/offers',
    });
    expect(resolveEntry(fixture, done, 'step4')).toMatchObject({ kind: 'show' });
  });

  it('shows the current step even when its guard fails (no redirect loop; the server decides)', () => {
    const odd = leadState(fixture, lead({ history: ['step1'], current: 'step3', answers: {} }), {});
    expect(resolveEntry(fixture, odd, 'step3')).toMatchObject({ kind: 'show' });
  });
});

describe('history helpers', () => {
  const history = ['step1', 'step2', 'step3'];
  it('back goes to the step answered before, following the visited history', () => {
    expect(previousStep(history, 'step4')).toBe('step3');
    expect(previousStep(history, 'step2')).toBe('step1');
    expect(previousStep(history, 'step1')).toBeNull();
    expect(previousStep([], 'step1')).toBeNull();
  });

  it('shows the answers given before the step on screen', () => {
    expect(answeredBefore(history, 'step4')).toEqual(history);
    expect(answeredBefore(history, 'step2')).toEqual(['step1']);
  });
});
