import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../catalog/products.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import { applyStep } from '../../engine/applyStep.js';
import { journeyState } from '../../engine/journeyState.js';
import { nextStep } from '../../engine/nextStep.js';
import { validateStep } from '../../engine/validateStep.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { CASHLESS_HOSPITALS_PATH, INSURED_SLOTS } from './groupHealthFields.js';
import { HEALTH_DECLINED, groupHealthInsuranceJourney as j } from './groupHealthInsurance.js';
import { PLAN_ANSWER } from './insuranceFields.js';
import { insuranceQuote } from './insuranceQuote.js';
import { INSURANCE_CONGRATES_ROUTE } from './shopCoverJourney.js';

const P = 'insurance/group-health-insurance';
const stepOf = (id: string) => {
  const found = j.steps.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const errorsOf = (id: string, values: Record<string, unknown>, answers = {}) =>
  validateStep(stepOf(id), values, answers, {}, testEnv).errors;

describe('the group health journey (spec 03 §2, INS-GH, decision 052)', () => {
  it('is registered under insurance/group-health-insurance, instrument 7, ending on congrates', () => {
    expect(findJourney(P)).toBe(j);
    expect(journeys).toContain(j);
    expect(j.instrumentId).toBe(7);
    expect(j.productId).toBe(OBJECT_TYPES.insurance);
    expect(j.finalRoute).toBe(INSURANCE_CONGRATES_ROUTE);
    expect(analyseJourney(j)).toEqual([]);
  });

  it("has the spec's steps, step1 checking the user and step1.6 last", () => {
    expect(j.steps.map((s) => s.id)).toEqual([
      'step1',
      'step1.1',
      'step1.2',
      'step1.3',
      'step1.4',
      'step1.5',
      'step1.5.1',
      'step1.6',
    ]);
    expect(stepOf('step1').effects).toEqual(['checkUser']);
    expect(stepOf('step1.6').last).toBe(true);
    expect(j.exits?.healthDeclined).toEqual({ route: `${P}/step1.5.2`, message: HEALTH_DECLINED });
  });

  it('walks a family in good health from step1 to congrates', () => {
    let state = journeyState(j, {});
    const seen: string[] = [];
    for (const [id, values] of samplePath(P)) {
      const result = applyStep(j, state, id, values, {});
      state = result.state;
      seen.push(result.next.type === 'step' ? result.next.stepId : result.next.type);
    }
    expect(seen).toEqual([
      'step1.1',
      'step1.2',
      'step1.3',
      'step1.4',
      'step1.5',
      'step1.6',
      'final',
    ]);
  });

  it('routes the health declaration: none → step1.6, listed → step1.5.1, other → the error case', () => {
    const at = (healthDeclaration: string) => nextStep(j, 'step1.5', { healthDeclaration });
    expect(at('none')).toEqual({ type: 'step', stepId: 'step1.6' });
    expect(at('listed')).toEqual({ type: 'step', stepId: 'step1.5.1' });
    expect(at('other')).toMatchObject({ type: 'exit', exit: 'healthDeclined' });
    expect(nextStep(j, 'step1.5.1', {})).toEqual({ type: 'step', stepId: 'step1.6' });
  });

  it('refuses more than four children on step1.1', () => {
    const values = sampleAnswers(P, 'step1.1');
    expect(errorsOf('step1.1', values)).toEqual({});
    expect(errorsOf('step1.1', { ...values, sons: '3', daughters: '2' }).daughters).toBe(
      'You can add up to 4 children',
    );
    expect(errorsOf('step1.1', { ...values, sons: '2', daughters: '2' })).toEqual({});
  });

  it("asks each member's name and date of birth, with the member's ages", () => {
    const answers = { spouse: 'yes', sons: '1', daughters: '1' };
    const values = sampleAnswers(P, 'step1.3');
    expect(errorsOf('step1.3', values, answers)).toEqual({});
    const older = { ...values, son1DobYear: '1995' };
    expect(errorsOf('step1.3', older, answers).son1Dob).toBe('Maximum entry age 25');
    const baby = {
      ...values,
      daughter1DobDate: '01',
      daughter1DobMonth: '10',
      daughter1DobYear: '2026',
    };
    expect(errorsOf('step1.3', baby, answers).daughter1Dob).toBe('Minimum age 3 months');
    expect(errorsOf('step1.3', { ...values, spouseDobYear: '1955' }, answers).spouseDob).toBe(
      'Maximum entry age 65',
    );
    expect(errorsOf('step1.3', { ...values, dobYear: '2010' }, answers).dob).toBe('Minimum age 18');
  });

  it('shows only the members chosen: no spouse, one son', () => {
    const answers = { spouse: 'no', sons: '1', daughters: '0' };
    const values = sampleAnswers(P, 'step1.3');
    const errors = errorsOf('step1.3', { fullName: '', son2Name: '' }, answers);
    expect(Object.keys(errors).sort()).toEqual(['dob', 'fullName', 'son1Dob', 'son1Name']);
    expect(errorsOf('step1.3', values, answers)).toEqual({});
    expect(INSURED_SLOTS).toHaveLength(10);
  });

  it('lists the plans neutrally, with the per-member premiums and the hospitals link', () => {
    const field = stepOf('step1.2').fields[0];
    expect(field?.options?.map((o) => o.value)).toEqual(['261', '262', '264', '263']);
    expect(field?.options?.[0]?.label).toBe(
      'Zurich Kotak General Insurance Company (India) Limited: ₹3,00,000 sum insured. Premium per adult ₹2,541.53 + GST ₹457.47 (18\u00a0%), per child ₹1,016.10 + GST ₹182.90 (18\u00a0%).',
    );
    // The links, in the label's order: the hospitals, the compare page, the sample wording.
    expect(field?.links?.map((l) => l.href)).toEqual([
      CASHLESS_HOSPITALS_PATH,
      '/insurance/plans/group-health-insurance',
      '/insurance/policy-wording/group-health-insurance',
    ]);
    for (const link of field?.links ?? []) expect(field?.label).toContain(link.text);
    expect(JSON.stringify(j).toLowerCase()).not.toMatch(/\bbest\b|\btop\b/);
  });

  it('prices every insured member: two adults and two children on plan 262', () => {
    const answers = { [PLAN_ANSWER]: '262', spouse: 'yes', sons: '1', daughters: '1' };
    expect(insuranceQuote(P, answers)?.premiumPaise).toBe((3999 * 2 + 1599 * 2) * 100);
    expect(
      insuranceQuote(P, { ...answers, spouse: 'no', sons: '0', daughters: '0' })?.premiumPaise,
    ).toBe(3999_00);
    expect(insuranceQuote(P, { ...answers, [PLAN_ANSWER]: '302' })).toBeNull();
  });

  it('requires the address, a pincode (server checked) and the e-mail labelled EMAIL ID', () => {
    const fields = stepOf('step1.4').fields;
    expect(fields.find((f) => f.name === 'pincode')?.lookup).toBe('pincodeCity');
    expect(fields.find((f) => f.name === 'email')?.label).toBe('EMAIL ID');
  });
});
