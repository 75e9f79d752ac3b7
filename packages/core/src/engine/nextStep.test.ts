import { describe, expect, it } from 'vitest';
import { fixtureJourney } from './engine.fixture.js';
import { v2Journey as j } from './engineV2.fixture.js';
import { nextStep } from './nextStep.js';

describe('nextStep', () => {
  const ckyc = (outcome: string) => ({ ckyc: { stepId: 'step2', outcome } });

  it('routes by the outcome of a call', () => {
    expect(nextStep(j, 'step2', {}, {}, ckyc('approved'))).toEqual({
      type: 'step',
      stepId: 'step3',
    });
    expect(nextStep(j, 'step2', {}, {}, ckyc('notFound'))).toEqual({
      type: 'step',
      stepId: 'step2.1',
    });
    expect(nextStep(j, 'step2', {}, {})).toEqual({
      type: 'unmatched',
      message: 'No next step after step2',
    });
  });

  it('leaves by an exit with its route and message', () => {
    expect(nextStep(j, 'step2', {}, {}, ckyc('failed'))).toEqual({
      type: 'exit',
      exit: 'rejected',
      route: 'test/v2/status',
      message: 'Sorry, we cannot offer you a loan now',
    });
    const silent = { ...j, exits: { rejected: { route: 'test/v2/status' } } };
    expect(nextStep(silent, 'step2', {}, {}, ckyc('failed'))).toEqual({
      type: 'exit',
      exit: 'rejected',
      route: 'test/v2/status',
    });
    expect(() => nextStep({ ...j, exits: {} }, 'step2', {}, {}, ckyc('failed'))).toThrow(
      /unknown exit rejected/,
    );
  });

  it('reads context flags in a rule', () => {
    const step = fixtureJourney.steps[0];
    const byDevice = {
      ...fixtureJourney,
      steps: [
        {
          ...step,
          id: 'a',
          title: 'A',
          fields: [],
          next: [{ to: 'b', when: { ctx: 'androidWebView', eq: true } }, { to: 'g' }],
        },
        ...fixtureJourney.steps.slice(1),
      ],
    };
    expect(nextStep(byDevice, 'a', {}, { androidWebView: true })).toEqual({
      type: 'step',
      stepId: 'b',
    });
    expect(nextStep(byDevice, 'a', {}, {})).toEqual({ type: 'step', stepId: 'g' });
  });
});
