import { describe, expect, it } from 'vitest';
import { journeyState } from '../../engine/journeyState.js';
import { nextStep } from '../../engine/nextStep.js';
import type { Answers, JourneyDef } from '../../journeyModel/types.js';
import { samplePath } from '../../products/samples.js';
import { amexJourney } from './amex.js';
import { routeOf, walk } from './cardJourney.fixture.js';
import { citiJourney } from './citi.js';
import { stashfinJourney } from './stashfin.js';
import { testJourney } from './test.js';

const OFFERS = 'credit-card/offers';

const table: [JourneyDef, string, Answers, string][] = [
  [citiJourney, 'step1', {}, 'step2'],
  [citiJourney, 'step2', {}, 'step2.1'],
  [citiJourney, 'step2.1', {}, 'step3'],
  [citiJourney, 'step3', {}, 'step4'],
  [citiJourney, 'step4', {}, 'step5'],
  [citiJourney, 'step5', { empType: 'salaried' }, 'step5.1'],
  [citiJourney, 'step5', { empType: 'selfEmpl' }, 'step5.1'],
  [citiJourney, 'step5.1', {}, 'step5.2'],
  [citiJourney, 'step5.2', {}, 'step6'],
  [citiJourney, 'step6', {}, OFFERS],
  [amexJourney, 'step1', {}, 'step2'],
  [amexJourney, 'step2', {}, 'step3'],
  [amexJourney, 'step3', {}, 'step4'],
  [amexJourney, 'step4', {}, 'step5'],
  [amexJourney, 'step5', {}, 'step5.1'],
  [amexJourney, 'step5.1', {}, 'step6'],
  [amexJourney, 'step6', { empType: 'salaried' }, 'step6.1'],
  [amexJourney, 'step6', { empType: 'selfEmpl' }, 'step6.2'],
  [amexJourney, 'step6', { empType: 'student' }, 'unknown empType'],
  [amexJourney, 'step6.1', {}, 'step7'],
  [amexJourney, 'step6.2', {}, 'step7'],
  [amexJourney, 'step7', {}, 'step8'],
  [amexJourney, 'step8', {}, 'step9'],
  [amexJourney, 'step9', {}, 'step10'],
  [amexJourney, 'step10', {}, OFFERS],
  ...Array.from({ length: 10 }, (_, i): [JourneyDef, string, Answers, string] => [
    stashfinJourney,
    `step${i + 1}`,
    {},
    `step${i + 2}`,
  ]),
  [stashfinJourney, 'step11', {}, OFFERS],
  [testJourney, 'step1', {}, OFFERS],
];

describe('citi, amex, stashfin and test graphs', () => {
  it.each(table.map(([j, from, answers, to]) => [j.prefix, from, answers, to, j] as const))(
    '%s %s with %j → %s',
    (_prefix, from, answers, to, journey) => {
      expect(routeOf(nextStep(journey, from, answers))).toBe(to);
    },
  );

  it('citi shows the ITR value only for yes', () => {
    const step = (id: string) => citiJourney.steps.find((s) => s.id === id);
    const itr = step('step5.2')?.fields;
    expect(itr?.map((f) => f.name)).toEqual(['itrStatus', 'itrValue']);
    expect(itr?.[1]?.showWhen).toEqual({ field: 'itrStatus', eq: 'yes' });
    expect(step('step6')?.last).toBe(true);
  });

  it('amex is the Amex-type product 4 and ends with the mandatory disclaimer', () => {
    expect(amexJourney.productId).toBe(4);
    const last = amexJourney.steps.find((s) => s.last);
    const disclaimer = last?.fields.find((f) => f.kind === 'disclaimer');
    expect(disclaimer?.name).toBe('isAmexDisclaimerChecked');
    expect(last?.fields.filter((f) => f.kind === 'checkbox')).toHaveLength(6);
  });

  const walks: [JourneyDef, string][] = [
    [citiJourney, 'default'],
    [citiJourney, 'selfEmployed'],
    [amexJourney, 'default'],
    [amexJourney, 'selfEmployed'],
    [stashfinJourney, 'default'],
    [stashfinJourney, 'existingCard'],
    [testJourney, 'default'],
  ];
  it.each(walks.map(([journey, branch]) => [journey.prefix, branch, journey] as const))(
    '%s walks %s to the offers',
    (_prefix, branch, journey) => {
      const path = samplePath(journey.prefix, branch);
      const done = walk(journey, journeyState(journey), path);
      expect(done.current).toBeNull();
      expect(journey.steps.find((s) => s.id === path.at(-1)?.[0])?.last).toBe(true);
    },
  );
});
