import { describe, expect, it } from 'vitest';
import { advance } from '../../engine/advance.js';
import { journeyState } from '../../engine/journeyState.js';
import { nextStep } from '../../engine/nextStep.js';
import type { Answers } from '../../journeyModel/types.js';
import { samplePath } from '../../products/samples.js';
import { routeOf, walk } from './cardJourney.fixture.js';
import { rblJourney as j } from './rbl.js';

const OFFERS = 'credit-card/offers';

describe('rbl graph', () => {
  it.each<[string, Answers, string]>([
    ['step1', {}, 'step2'],
    ['step2', {}, 'step2.1'],
    ['step2.1', {}, 'step3'],
    ['step3', {}, 'step4'],
    ['step4', {}, 'step5'],
    ['step5', {}, 'step6'],
    ['step6', {}, 'step7'],
    ['step7', { empType: 'salaried' }, 'step8'],
    ['step7', { empType: 'selfEmpl', itrStatus: 'yes' }, 'step8.1'],
    ['step7', { empType: 'selfEmpl', itrStatus: 'no' }, 'step10'],
    ['step7', { empType: 'student' }, 'unknown empType'],
    ['step8', {}, 'step10'],
    ['step8.1', {}, 'step10'],
    ['step10', { existingCard: 'yes' }, 'step10.1'],
    ['step10', { existingCard: 'no' }, 'step11'],
    ['step10.1', {}, 'step10.2'],
    ['step10.2', {}, 'step11'],
    ['step11', {}, OFFERS],
  ])('%s with %j → %s', (from, answers, to) => {
    expect(routeOf(nextStep(j, from, answers))).toBe(to);
  });

  it('asks the METRO card only as an option', () => {
    const metro = j.steps.find((s) => s.id === 'step2.1');
    expect(metro?.fields.every((f) => f.required === false || f.showWhen)).toBe(true);
  });

  it('hardSkips step11 when appliedBefore is already filled', () => {
    const r = advance(j, 'step10', { existingCard: 'no', appliedBefore: 'no' });
    expect(r).toEqual({ next: { type: 'final', route: OFFERS }, skipped: ['step11'] });
  });

  it('walks the step10 yes branch to the offers', () => {
    const path = samplePath(j.prefix, 'yes');
    expect(path.map(([id]) => id).slice(-4)).toEqual(['step10', 'step10.1', 'step10.2', 'step11']);
    expect(walk(j, journeyState(j), path).current).toBeNull();
  });

  it('ends after step10 for a lead that already said it applied before', () => {
    const path = samplePath(j.prefix, 'default').filter(([id]) => id !== 'step11');
    const done = walk(j, journeyState(j, { appliedBefore: 'no' }), path);
    expect(done.current).toBeNull();
    expect(done.history.at(-1)).toBe('step10');
  });
});
