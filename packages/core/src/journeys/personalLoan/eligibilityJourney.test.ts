import { describe, expect, it } from 'vitest';
import { analyseCalls } from '../../engine/analyseCalls.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import { type JourneyState, journeyState } from '../../engine/journeyState.js';
import type { NextResult } from '../../engine/nextStep.js';
import { submitStep } from '../../engine/submitStep.js';
import type { Answers } from '../../journeyModel/types.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { samplePath } from '../../products/samples.js';
import { queryFromAnswers } from '../../rules/loans/loanOfferQuery.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { personalLoanEligibilityJourney as j } from './eligibilityJourney.js';

// The personal-loan eligibility check of decision 058: the spec's seven steps in its order
// (02 §2.4), the self-employed's questions, the end on the offers page, the checks' messages,
// and answers the offers page reads.
const P = 'personal-loan/eligibility';
const OFFERS = { type: 'final', route: 'personal-loan/offers' };
const ALL = [
  'step-1',
  'step-2',
  'step-3',
  'financial-capacity-1',
  'financial-capacity-2',
  'stability-1',
  'financial-health-1',
];

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

/** The errors of saving `stepId` of a walk with `values` changed. */
function errorsOf(stepId: string, change: Answers, branch = 'default'): string[] {
  let state = journeyState(j, {}, {});
  for (const [id, values] of samplePath(P, branch)) {
    const r = submitStep(j, state, id, id === stepId ? { ...values, ...change } : values, {
      env: testEnv,
    });
    if (id === stepId) return r.ok ? [] : r.errors;
    if (!r.ok) throw new Error(`${id}: ${r.errors.join(' ')}`);
    state = r.state;
  }
  throw new Error(`${stepId} not on ${branch}`);
}

const fieldsOf = (id: string) => j.steps.find((s) => s.id === id)?.fields.map((f) => f.name);

describe('the personal-loan eligibility check (02 §2.4, decision 058)', () => {
  it('is registered, product 2, sound, without a call, with the spec’s steps in order', () => {
    expect(findJourney(P)).toBe(j);
    expect(journeys).toContain(j);
    expect(j.productId).toBe(2);
    expect(analyseJourney(j)).toEqual([]);
    expect(analyseCalls(j)).toEqual([]);
    expect(j.steps.some((s) => s.call)).toBe(false);
    expect(j.steps.map((s) => s.id)).toEqual(ALL);
    expect(j.steps.at(-1)?.last).toBe(true);
  });

  it.each(['default', 'selfEmployed'])('walks every step (%s) to the offers page', (branch) => {
    const { steps, end, state } = walk(branch);
    expect(steps).toEqual(ALL);
    expect(end).toEqual(OFFERS);
    expect(state.current).toBeNull();
  });

  it('asks the personal loan’s questions under its answer names', () => {
    expect(fieldsOf('step-1')).toEqual(['expectedLoanAmount', 'expectedLoanTenure']);
    expect(fieldsOf('step-2')).toEqual(['firstname', 'lastname', 'mobile']);
    expect(fieldsOf('step-3')).toEqual(['dob', 'pincode']);
    expect(fieldsOf('financial-capacity-1')).toEqual(['empType', 'itrStatus']);
    expect(fieldsOf('financial-capacity-2')).toEqual([
      'monthlyIncome',
      'salaryMode',
      'company',
      'annualTurnoverId',
    ]);
  });

  it('keeps the salaried and the self-employed questions apart', () => {
    const salaried = walk('default').state.answers;
    expect(salaried.company).toBeDefined();
    expect(salaried.experienceInSameCompany).toBe('3');
    expect(salaried.annualTurnoverId).toBeUndefined();
    expect(salaried.businessVintageId).toBeUndefined();
    const self = walk('selfEmployed').state.answers;
    expect(self.annualTurnoverId).toBe('4');
    expect(self.businessVintageId).toBe('3');
    expect(self.company).toBeUndefined();
    expect(self.salaryMode).toBeUndefined();
    expect(self.personalLoanEmiValue).toBe(5000);
  });

  it('lives in a self-owned home unless told otherwise (02 §5)', () => {
    const residence = j.steps[5]?.fields[0];
    expect(residence).toMatchObject({ name: 'residenceType', defaultValue: '1' });
  });

  it('refuses amounts, tenures, incomes and EMIs out of bounds with the journey’s messages', () => {
    expect(errorsOf('step-2', { mobile: '12345' })).toEqual([
      'Please enter a valid 10 digit phone number',
    ]);
    expect(errorsOf('step-2', { firstname: '' })).toEqual(['Please enter the first name']);
    expect(errorsOf('step-3', { pincode: '12' })).toEqual(['Please enter a valid 6 digit pincode']);
    expect(errorsOf('step-3', { dobYear: '2020' })).toEqual(['Minimum age is 18']);
    expect(errorsOf('financial-capacity-1', { empType: 'student' })).toEqual([
      'Please choose one of the options',
    ]);
    expect(errorsOf('financial-capacity-2', { monthlyIncome: '9999' })).toEqual([
      'Must be at least ₹10,000',
    ]);
    expect(
      errorsOf('financial-health-1', { personalLoanEmiValue: '90001' }, 'selfEmployed'),
    ).toEqual(['Your EMIs cannot be more than your monthly income']);
  });

  it('gives the offers page its whole query (decision 050’s `queryFromAnswers`)', () => {
    const { answers } = walk('default').state;
    expect(queryFromAnswers({ ...answers, city: { city: 'Mumbai' } })).toEqual({
      amount: 500000,
      tenure: 36,
      employment: 'salaried',
      income: 85000,
      city: 'Mumbai',
      birthYear: 1990,
      creditLevel: 'excellent',
      // financial-health-1's "no EMIs": none, stated.
      existingEmi: 0,
    });
    const selfEmployed = walk('selfEmployed').state.answers;
    // That walk pays a personal loan's EMI of ₹5,000: the offers count it.
    expect(queryFromAnswers(selfEmployed).existingEmi).toBe(5000);
    // "I don't know" (decision 076): a whole query still, the level unknown.
    const unsure = { ...answers, city: { city: 'Mumbai' }, creditLevel: 'unknown' };
    expect(queryFromAnswers(unsure)).toMatchObject({ creditLevel: 'unknown', existingEmi: 0 });
  });
});
