import { describe, expect, it } from 'vitest';
import { getStep } from '../../engine/findStep.js';
import { stepAdminStatuses } from '../../engine/stepAdminStatuses.js';
import type { Answers } from '../../journeyModel/types.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { samplePath } from '../../products/samples.js';
import { HEALTH, HEALTH_ANSWER } from './groupHealthFields.js';

/** The statuses each step of a sample walk records, as the leads service reads them. */
function walkedStatuses(prefix: string, branch = 'default'): [string, string[]][] {
  const journey = findJourney(prefix);
  if (!journey) throw new Error(prefix);
  let answers: Answers = {};
  const recorded: [string, string[]][] = [];
  for (const [id, values] of samplePath(prefix, branch)) {
    answers = { ...answers, ...values };
    const statuses = stepAdminStatuses(getStep(journey, id), answers);
    if (statuses.length > 0) recorded.push([id, statuses]);
  }
  return recorded;
}

const PERSON = [
  ['step1', ['256']],
  ['step2.1', ['257', '259']],
  ['step3.3', ['260']],
];
const SHOP = [
  ['step1', ['256']],
  ['step4.3', ['259', '260']],
];

// Decision 059: the insurance lead statuses 256, 257, 259–262 each journey's steps record (258
// at the quote and 263 at the payment are the server's).
describe('the insurance lead statuses on the journeys (decision 059)', () => {
  it.each([
    ['insurance/shop-insurance', SHOP],
    ['insurance/lombard-shop-insurance', SHOP],
    ['insurance/term-insurance', PERSON],
    ['insurance/dengue-malaria', PERSON],
    ['insurance/group-personal-accident', PERSON],
    ['insurance/hospicash', PERSON],
    ['insurance/dengue-malaria-voluntary', PERSON],
    ['insurance/group-personal-accident-voluntary', PERSON],
    [
      'insurance/dengue-only',
      [
        ['step1', ['256']],
        ['step2.1', ['257', '259', '260']],
      ],
    ],
    [
      'insurance/group-health-insurance',
      [
        ['step1', ['256']],
        ['step1.3', ['257', '259']],
        ['step1.4', ['260']],
        ['step1.5', ['262']],
      ],
    ],
    [
      'insurance/insta-opd',
      [
        ['step0.1', ['256']],
        ['step1', ['257', '259']],
        ['step1.10', ['260']],
      ],
    ],
  ])('%s records its statuses step by step', (prefix, expected) => {
    expect(walkedStatuses(prefix)).toEqual(expected);
  });

  it("Insta OPD's family walk shares the member's date of birth on step1.9", () => {
    expect(walkedStatuses('insurance/insta-opd', 'family')).toEqual([
      ['step0.1', ['256']],
      ['step1.9', ['257', '259']],
      ['step1.10', ['260']],
    ]);
  });

  it("group health's declaration records good health, or a declared condition", () => {
    const journey = findJourney('insurance/group-health-insurance');
    if (!journey) throw new Error('group health');
    const declaration = getStep(journey, 'step1.5');
    expect(stepAdminStatuses(declaration, { [HEALTH_ANSWER]: HEALTH.good })).toEqual(['262']);
    expect(stepAdminStatuses(declaration, { [HEALTH_ANSWER]: HEALTH.listed })).toEqual(['261']);
    expect(stepAdminStatuses(declaration, { [HEALTH_ANSWER]: HEALTH.other })).toEqual(['261']);
    expect(stepAdminStatuses(declaration, {})).toEqual([]);
  });

  it('every insurance journey records 256 first and 260 on its walk, each status once', () => {
    const insurance = journeys.filter((j) => j.prefix.startsWith('insurance/'));
    expect(insurance.length).toBeGreaterThanOrEqual(14);
    for (const journey of insurance) {
      const all = walkedStatuses(journey.prefix).flatMap(([, statuses]) => statuses);
      expect(all[0], journey.prefix).toBe('256');
      expect(all, journey.prefix).toContain('260');
      expect(new Set(all).size, journey.prefix).toBe(all.length);
      expect(
        all.filter((s) => s === '258' || s === '263'),
        journey.prefix,
      ).toEqual([]);
    }
  });
});
