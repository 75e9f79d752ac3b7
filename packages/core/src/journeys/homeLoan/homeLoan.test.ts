import { describe, expect, it } from 'vitest';
import { analyseCalls } from '../../engine/analyseCalls.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import { type JourneyState, journeyState } from '../../engine/journeyState.js';
import type { NextResult } from '../../engine/nextStep.js';
import { submitStep } from '../../engine/submitStep.js';
import type { Answers } from '../../journeyModel/types.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { homeLoanJourney as j } from './homeLoan.js';

// The home loan's eligibility check of decision 056: the spec's fourteen steps in its order
// (02 §2.5), the branches (what the loan is for, the property chosen or not, a co-applicant),
// the end on the offers page, and the checks' messages.
const P = 'home-loan/check-eligibility';
const OFFERS = { type: 'final', route: 'home-loan/offers' };

function walk(branch: string): { steps: string[]; end: NextResult; state: JourneyState } {
  let state = journeyState(j, {}, {});
  const steps: string[] = [];
  let end: NextResult = { type: 'step', stepId: j.first };
  for (const [stepId, values] of samplePath(P, branch)) {
    steps.push(stepId);
    const r = submitStep(j, state, stepId, values, { env: testEnv });
    if (!r.ok) throw new Error(`${stepId}: ${r.reason} ${r.errors.join(' ')}`);
    state = r.state;
    end = r.next;
  }
  return { steps, end, state };
}

/** The errors of saving `stepId` of the default walk with `values` changed. */
function errorsOf(stepId: string, change: Answers, branch = 'default'): string[] {
  let state = journeyState(j, {}, {});
  for (const [id, values] of samplePath(P, branch)) {
    if (id === stepId) {
      const r = submitStep(j, state, id, { ...values, ...change }, { env: testEnv });
      return r.ok ? [] : r.errors;
    }
    const r = submitStep(j, state, id, values, { env: testEnv });
    if (!r.ok) throw new Error(`${id}: ${r.errors.join(' ')}`);
    state = r.state;
  }
  throw new Error(`${stepId} not on ${branch}`);
}

const ALL = [
  'property-details-1',
  'property-details-2',
  'property-details-3',
  'property-details-4',
  'property-details-5',
  'property-details-6',
  'personal-details-1',
  'personal-details-2',
  'financial-capacity-1',
  'financial-capacity-2',
  'financial-health-1',
  'add-coapplicant-1',
  'add-coapplicant-2',
  'add-coapplicant-3',
];

describe('the home loan (02 §2.5, decision 056)', () => {
  it('is registered, product 1, sound, and has the spec’s steps in its order', () => {
    expect(findJourney(P)).toBe(j);
    expect(journeys).toContain(j);
    expect(j.productId).toBe(1);
    expect(analyseJourney(j)).toEqual([]);
    expect(analyseCalls(j)).toEqual([]);
    expect(j.steps.map((s) => s.id)).toEqual(ALL);
    expect(j.steps.at(-1)?.last).toBe(true);
  });

  it('walks every step with a co-applicant, to the offers page', () => {
    const { steps, end, state } = walk('default');
    expect(steps).toEqual(ALL);
    expect(end).toEqual(OFFERS);
    expect(state.current).toBeNull();
  });

  it('skips the co-applicant’s steps when there is none, and ends on the offers', () => {
    let state = journeyState(j, {}, {});
    for (const [stepId, values] of samplePath(P, 'default')) {
      const alone = stepId === 'add-coapplicant-1' ? { coAppPresent: 'no' } : {};
      const r = submitStep(j, state, stepId, { ...values, ...alone }, { env: testEnv });
      if (!r.ok) throw new Error(r.errors.join(' '));
      state = r.state;
      if (stepId === 'add-coapplicant-1') {
        expect(r.next).toEqual(OFFERS);
        expect(state.current).toBeNull();
        expect(state.history).toEqual(ALL.slice(0, 12));
        return;
      }
    }
    throw new Error('add-coapplicant-1 not reached');
  });

  it('asks no type for a home not chosen, nothing of the kind when building on one’s plot', () => {
    expect(walk('notChosen').steps).not.toContain('property-details-3');
    expect(walk('notChosen').steps).toContain('property-details-2');
    const build = walk('build').steps;
    expect(build.slice(0, 2)).toEqual(['property-details-1', 'property-details-4']);
  });

  it('refuses a loan above the property’s value, and amounts out of bounds', () => {
    expect(errorsOf('property-details-6', { expectedLoanAmount: '15000001' })).toEqual([
      "The loan cannot be more than the property's value",
    ]);
    expect(errorsOf('property-details-6', { expectedLoanAmount: '90000' })).toEqual([
      'The smallest home loan is ₹1,00,000',
    ]);
    expect(errorsOf('property-details-6', { expectedTenure: '31' })).toEqual([
      'Choose between 1 and 30',
    ]);
    expect(errorsOf('property-details-5', { propertyValue: '499999' })).toEqual([
      'The property should be worth at least ₹5,00,000',
    ]);
  });

  it('refuses a small income, EMIs above the income, an invalid mobile, a minor', () => {
    expect(errorsOf('financial-capacity-2', { monthlyIncome: '9999' })).toEqual([
      'Minimum monthly salary is ₹10,000',
    ]);
    expect(
      errorsOf('financial-health-1', { paysEmi: 'yes', homeLoanEmiValue: '150001' }, 'default'),
    ).toEqual(['Your EMIs cannot be more than your monthly income']);
    expect(errorsOf('personal-details-1', { mobile: '12345' })).toEqual([
      'Please enter a valid 10 digit phone number',
    ]);
    expect(errorsOf('personal-details-2', { dobYear: '2015' })).toHaveLength(1);
  });

  it('names the property city from the cities list, at most 32 characters (HL-09)', () => {
    const city = j.steps[3]?.fields[0];
    expect(city).toMatchObject({ name: 'propertyCity', kind: 'autosuggest', maxLength: 32 });
    expect(sampleAnswers(P, 'property-details-4')).toEqual({
      propertyCity: { id: 1, name: 'Mumbai' },
    });
  });
});
