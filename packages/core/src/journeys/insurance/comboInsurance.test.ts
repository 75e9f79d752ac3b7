import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../catalog/products.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import { applyStep } from '../../engine/applyStep.js';
import { journeyState } from '../../engine/journeyState.js';
import { validateStep } from '../../engine/validateStep.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import {
  termAccidentJourney,
  termHospicashSurakshaJourney,
  termSurakshaAccidentJourney,
} from './comboInsurance.js';
import { comboQuote } from './comboQuote.js';
import { PAN_NAME_CALL } from './comboSteps.js';
import { PLAN_ANSWER } from './insuranceFields.js';
import { INSURANCE_CONGRATES_ROUTE } from './shopCoverJourney.js';

const stepOf = (j: JourneyDef, id: string) => {
  const found = j.steps.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const errorsOf = (j: JourneyDef, id: string, values: Record<string, unknown>, answers = {}) =>
  validateStep(stepOf(j, id), values, answers, {}, testEnv).errors;

/** Walks the sample path, the PAN check matched; the routes it lands on. */
function walk(j: JourneyDef): string[] {
  let state = journeyState(j, {});
  const seen: string[] = [];
  for (const [id, values] of samplePath(j.prefix)) {
    const outcome = id === 'step2.1' ? { outcome: 'matched' } : undefined;
    const result = applyStep(j, state, id, values, {}, outcome);
    state = result.state;
    seen.push(result.next.type === 'step' ? result.next.stepId : result.next.type);
  }
  return seen;
}

const WITH_BUSINESS: [string, JourneyDef][] = [
  ['insurance/term-hospicash-business-suraksha', termHospicashSurakshaJourney],
  ['insurance/term-business-suraksha-group-personal-accident', termSurakshaAccidentJourney],
];
const ALL: [string, JourneyDef][] = [
  ...WITH_BUSINESS,
  ['insurance/term-group-personal-accident', termAccidentJourney],
];

describe('the insurance combos (spec 03 §2, INS-COMBO, decision 055)', () => {
  it.each(ALL)('%s is registered, ends on insurance/congrates and analyses clean', (prefix, j) => {
    expect(j.prefix).toBe(prefix);
    expect(findJourney(prefix)).toBe(j);
    expect(journeys).toContain(j);
    expect(j.productId).toBe(OBJECT_TYPES.insurance);
    expect(j.finalRoute).toBe(INSURANCE_CONGRATES_ROUTE);
    expect(analyseJourney(j)).toEqual([]);
    expect(stepOf(j, 'step7').last).toBe(true);
    expect(stepOf(j, 'step2.1').call?.name).toBe(PAN_NAME_CALL);
  });

  it.each(WITH_BUSINESS)('%s walks through the business steps to congrates', (_p, j) => {
    expect(walk(j)).toEqual([
      'step1',
      'step2.1',
      'step3.3',
      'step4.3',
      'step5.2',
      'step6.4',
      'step6.5',
      'step7',
      'final',
    ]);
  });

  it('the group-personal-accident-only combo skips the business steps: step3.3 → step6.4', () => {
    expect(termAccidentJourney.steps.map((s) => s.id)).not.toContain('step4.3');
    expect(termAccidentJourney.steps.map((s) => s.id)).not.toContain('step5.2');
    expect(walk(termAccidentJourney)).toEqual([
      'step1',
      'step2.1',
      'step3.3',
      'step6.4',
      'step6.5',
      'step7',
      'final',
    ]);
  });

  it("checks the combos' ages, 18 to 61", () => {
    const j = termSurakshaAccidentJourney;
    const values = sampleAnswers(j.prefix, 'step2.1');
    const year = testEnv.today.getUTCFullYear();
    expect(errorsOf(j, 'step2.1', values)).toEqual({});
    expect(errorsOf(j, 'step2.1', { ...values, dobYear: String(year - 61) })).toEqual({});
    expect(errorsOf(j, 'step2.1', { ...values, dobYear: String(year - 62) }).dob).toBe(
      'Maximum entry age 61',
    );
    expect(errorsOf(j, 'step2.1', { ...values, dobYear: String(year - 17) }).dob).toBe(
      'Minimum age 18',
    );
  });

  it("shows 'Why are we asking?' on the firm's step, its name labelled for combos", () => {
    const j = termHospicashSurakshaJourney;
    const step = stepOf(j, 'step4.3');
    expect(step.info).toEqual([
      'Why are we asking?',
      'This will help us decide the right policy for you.',
    ]);
    const name = step.fields.find((f) => f.name === 'businessName');
    expect(name?.label).toBe('FULL BUSINESS/FIRM NAME');
    expect(name?.hint).toBe(
      "If the business is in individual's name, please enter individual's name.",
    );
    const values = sampleAnswers(j.prefix, 'step4.3');
    expect(errorsOf(j, 'step4.3', values)).toEqual({});
    expect(errorsOf(j, 'step4.3', { ...values, firmDobYear: '1700' }).firmDob).toBeDefined();
    expect(errorsOf(j, 'step4.3', { ...values, gstNumber: '27ABC' }).gstNumber).toBe(
      'Invalid GSTIN/UIN',
    );
    expect(
      errorsOf(j, 'step4.3', { ...values, businessPancard: 'ABCPE1234F' }).businessPancard,
    ).toBe('Please enter a valid business pancard');
  });

  it("asks the firm's address as the office's, with a city from the list", () => {
    const step = stepOf(termSurakshaAccidentJourney, 'step5.2');
    expect(step.fields.map((f) => [f.name, f.label])).toEqual([
      ['officeAddress', 'FULL OFFICE ADDRESS'],
      ['officePincode', 'PINCODE'],
      ['officeCity', 'CITY'],
    ]);
    expect(step.fields[2]?.suggest).toMatchObject({
      freeText: false,
      noMatchMessage: 'Please select City from dropdown',
    });
  });

  it("asks the nominee's date of birth on its own step before step7, with its checks", () => {
    const j = termAccidentJourney;
    expect(stepOf(j, 'step6.4').fields.map((f) => f.name)).not.toContain('nomineeDob');
    expect(stepOf(j, 'step6.5').fields.map((f) => f.name)).toEqual(['nomineeDob']);
    expect(stepOf(j, 'step6.5').next).toEqual([{ to: 'step7' }]);
    const answers = { dobDate: '15', dobMonth: '08', dobYear: '1990', nomineeRelation: '1' };
    const values = sampleAnswers(j.prefix, 'step6.5');
    expect(errorsOf(j, 'step6.5', { ...values, nomineeDobYear: '2015' }, answers).nomineeDob).toBe(
      'Nominee cannot be minor',
    );
    // A father (relation 1) younger than the applicant.
    expect(
      errorsOf(j, 'step6.5', { ...values, nomineeDobYear: '1995' }, answers).nomineeDob,
    ).toMatch(/^Nominee cannot be younger/);
  });

  it('prices each combo by its own plans only', () => {
    expect(
      comboQuote('insurance/term-group-personal-accident', { [PLAN_ANSWER]: '932' })?.premiumPaise,
    ).toBe(745_00 + 745_00);
    expect(
      comboQuote('insurance/term-group-personal-accident', { [PLAN_ANSWER]: '912' }),
    ).toBeNull();
    expect(comboQuote('insurance/term-insurance', { [PLAN_ANSWER]: '932' })).toBeNull();
    expect(comboQuote('insurance/term-group-personal-accident', {})).toBeNull();
  });
});
