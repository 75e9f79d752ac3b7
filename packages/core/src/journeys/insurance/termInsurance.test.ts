import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../catalog/products.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import { applyStep } from '../../engine/applyStep.js';
import { journeyState } from '../../engine/journeyState.js';
import { validateStep } from '../../engine/validateStep.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { PLAN_ANSWER } from './insuranceFields.js';
import { insuranceQuote } from './insuranceQuote.js';
import { INSURANCE_CONGRATES_ROUTE } from './shopCoverJourney.js';
import { termInsuranceJourney as j, TERM_PAN_NAME_CALL } from './termInsurance.js';

const P = 'insurance/term-insurance';
const stepOf = (id: string) => {
  const found = j.steps.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const errorsOf = (id: string, values: Record<string, unknown>, answers = {}) =>
  validateStep(stepOf(id), values, answers, {}, testEnv).errors;

describe('the term insurance journey (spec 03 §2, INS-TERM, decision 048)', () => {
  it('is registered under insurance/term-insurance, instrument 14, ending on insurance/congrates', () => {
    expect(j.prefix).toBe(P);
    expect(findJourney(P)).toBe(j);
    expect(journeys).toContain(j);
    expect(j.instrumentId).toBe(14);
    expect(j.productId).toBe(OBJECT_TYPES.insurance);
    expect(j.finalRoute).toBe(INSURANCE_CONGRATES_ROUTE);
    expect(analyseJourney(j)).toEqual([]);
  });

  it("has the spec's steps after decision 048's plan step, step7 last", () => {
    expect(j.steps.map((s) => s.id)).toEqual([
      'step0.5',
      'step1',
      'step2.1',
      'step3.3',
      'step6.4',
      'step7',
    ]);
    expect(stepOf('step7').last).toBe(true);
    expect(stepOf('step1').effects).toEqual(['checkUser']);
    expect(stepOf('step3.3').fields.find((f) => f.name === 'pincode')?.lookup).toBe('pincodeCity');
  });

  it('walks every step to congrates, the PAN-and-name check matched', () => {
    let state = journeyState(j, {});
    const seen: string[] = [];
    for (const [id, values] of samplePath(P)) {
      const result = applyStep(
        j,
        state,
        id,
        values,
        {},
        id === 'step2.1' ? { outcome: 'matched' } : undefined,
      );
      state = result.state;
      seen.push(result.next.type === 'step' ? result.next.stepId : result.next.type);
    }
    expect(seen).toEqual(['step1', 'step2.1', 'step3.3', 'step6.4', 'step7', 'final']);
  });

  it('makes the PAN-and-name check at step2.1 and refuses a mismatch on the PAN', () => {
    const call = stepOf('step2.1').call;
    expect(call?.name).toBe(TERM_PAN_NAME_CALL);
    expect(call?.refuse).toMatchObject({ outcomes: ['mismatch'], field: 'pancard' });
    expect(stepOf('step2.1').next).toEqual([
      { to: 'step3.3', when: { outcome: TERM_PAN_NAME_CALL, eq: 'matched' } },
    ]);
  });

  it("checks term's ages (18 to 60) and PAN format", () => {
    const values = sampleAnswers(P, 'step2.1');
    expect(errorsOf('step2.1', values)).toEqual({});
    expect(errorsOf('step2.1', { ...values, dobYear: '1950' }).dob).toBe('Maximum entry age 60');
    expect(errorsOf('step2.1', { ...values, dobYear: '2015' }).dob).toBe('Minimum age 18');
    expect(Object.keys(errorsOf('step2.1', { ...values, pancard: 'ABC' }))).toEqual(['pancard']);
  });

  it("asks the nominee's full name (term's rule set) and refuses a minor", () => {
    const answers = { dobDate: '15', dobMonth: '08', dobYear: '1990' };
    const values = sampleAnswers(P, 'step6.4');
    expect(errorsOf('step6.4', values, answers)).toEqual({});
    expect(Object.keys(errorsOf('step6.4', { ...values, nomineeName: 'Ravi' }, answers))).toEqual([
      'nomineeName',
    ]);
    expect(errorsOf('step6.4', { ...values, nomineeDobYear: '2015' }, answers).nomineeDob).toBe(
      'Nominee cannot be minor',
    );
  });

  it("prices term's plans only", () => {
    expect(insuranceQuote(P, { [PLAN_ANSWER]: '302' })?.premiumPaise).toBe(745_00);
    expect(insuranceQuote(P, { [PLAN_ANSWER]: '102' })).toBeNull();
    expect(Object.keys(errorsOf('step7', { isInsuranceDisclaimerChecked: false }))).toEqual([
      'isInsuranceDisclaimerChecked',
    ]);
  });
});
