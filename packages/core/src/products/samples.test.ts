import { describe, expect, it } from 'vitest';
import type { JourneyState } from '../engine/journeyState.js';
import { journeyState } from '../engine/journeyState.js';
import { submitStep } from '../engine/submitStep.js';
import { validateStep } from '../engine/validateStep.js';
import type { Answers } from '../journeyModel/types.js';
import { mumbai, testEnv } from '../journeys/creditCards/cardJourney.fixture.js';
import { SAMPLE_VALUES } from '../journeys/sampleValues.js';
import { findJourney, journeys } from './journeyRegistry.js';
import { sampleCallResult, settleSample } from './sampleCalls.js';
import { SAMPLE_BRANCHES, sampleAnswers, samplePath } from './samples.js';

const walks = Object.entries(SAMPLE_BRANCHES).flatMap(([prefix, branches]) =>
  Object.keys(branches).map((branch) => [prefix, branch] as const),
);

describe('sampleAnswers', () => {
  it.each(journeys.flatMap((j) => j.steps.map((s) => [j.prefix, s.id] as const)))(
    '%s/%s gives values its step accepts',
    (prefix, stepId) => {
      const journey = findJourney(prefix);
      const step = journey?.steps.find((s) => s.id === stepId);
      if (!step) throw new Error('missing step');
      const values = sampleAnswers(prefix, stepId);
      const checked = validateStep(step, values, SAMPLE_VALUES, {}, testEnv);
      expect(checked.errors).toEqual({});
    },
  );

  it('uses the values of the brief', () => {
    expect(sampleAnswers('credit-cards/sbi', 'step1')).toMatchObject({ pancard: 'ABCPE1234F' });
    expect(sampleAnswers('credit-cards/sbi', 'step2')).toMatchObject({ mobile: '9876543210' });
    expect(sampleAnswers('credit-cards/sbi', 'step4')).toEqual({
      address: '12 MG Road, Fort, Mumbai 400001',
      pincode: '400001',
    });
    expect(sampleAnswers('credit-cards/icici', 'step6')).toEqual({
      dobDate: '15',
      dobMonth: '08',
      dobYear: '1990',
    });
  });

  it('leaves out fields hidden for the earlier answers', () => {
    const salariedIncome = sampleAnswers('credit-cards/citi', 'step5.1');
    expect(salariedIncome).toHaveProperty('salaryMode');
    const selfIncome = sampleAnswers('credit-cards/citi', 'step5.1', {
      answers: { empType: 'selfEmpl' },
    });
    expect(selfIncome).not.toHaveProperty('salaryMode');
  });

  it('refuses unknown journeys and branches', () => {
    expect(() => sampleAnswers('credit-cards/nope', 'step1')).toThrow(/No journey/);
    expect(() => samplePath('credit-cards/sbi', 'nope')).toThrow(/No sample branch/);
  });
});

describe('samplePath', () => {
  it.each(walks)('%s %s walks through submitStep to the offers', (prefix, branch) => {
    const journey = findJourney(prefix);
    if (!journey) throw new Error('missing journey');
    const path = samplePath(prefix, branch);
    let state: JourneyState = journeyState(journey);
    for (const [stepId, values] of path) {
      expect(state.current).toBe(stepId);
      const hasPincode = 'pincode' in values;
      const call = sampleCallResult(journey, state, stepId, values, { branch });
      const r = submitStep(journey, state, stepId, values, {
        env: testEnv,
        ...(hasPincode ? { resolved: mumbai } : {}),
        ...(call ? { call } : {}),
      });
      if (!r.ok) throw new Error(`${stepId}: ${r.errors.join(' ')}`);
      state = settleSample(journey, r.state, { branch })?.state ?? r.state;
    }
    expect(state.current).toBeNull();
    expect(state.pending ?? null).toBeNull();
    expect(state.exit ?? null).toBeNull();
    const lastId = path[path.length - 1]?.[0];
    expect(journey.steps.find((s) => s.id === lastId)?.last).toBe(true);
    expect(state.history).toEqual(path.map(([id]) => id));
  });

  it.each([
    [
      'credit-cards/sbi',
      'salaried',
      ['step6.3', 'step6.1', 'step6.2', 'step7', 'step7.1', 'step8'],
    ],
    ['credit-cards/sbi', 'selfEmployed', ['step6', 'step6.1', 'step7', 'step7.1', 'step8']],
    ['credit-cards/rbl', 'yes', ['step10', 'step10.1', 'step10.2', 'step11']],
    [
      'credit-cards/icici',
      'selfEmployed',
      ['step7', 'step8', 'step13', 'step10', 'step10.1', 'step11'],
    ],
    [
      'credit-cards/hdfc',
      'default',
      ['step6', 'step7', 'step7.1', 'step8', 'step9', 'step9.1', 'step10', 'step10.1', 'step11'],
    ],
    ['credit-cards/citi', 'default', ['step5', 'step5.1', 'step5.2', 'step6']],
    ['credit-cards/amex', 'default', ['step9', 'step10']],
    ['credit-cards/stashfin', 'default', ['step10', 'step11']],
    ['credit-cards/test', 'default', ['step1']],
    ['business-loan/idfc', 'default', ['step35', 'step36', 'step37', 'step39', 'step43']],
    [
      'business-loan/idfc',
      'okycPhysical',
      ['step35', 'step37', 'step40', 'step41', 'step42', 'step43'],
    ],
    ['credit-line/nacl', 'default', ['step24', 'step25', 'step26', 'step27', 'step31']],
    [
      'credit-line/nacl',
      'webViewPhysical',
      ['step24', 'step26', 'step28', 'step29', 'step30', 'step31'],
    ],
  ])('%s %s ends with the expected steps', (prefix, branch, tail) => {
    const ids = samplePath(prefix, branch).map(([id]) => id);
    expect(ids.slice(-tail.length)).toEqual(tail);
    const answers: Answers = Object.assign({}, ...samplePath(prefix, branch).map(([, v]) => v));
    expect(answers.mobile ?? '9876543210').toBe('9876543210');
  });
});
