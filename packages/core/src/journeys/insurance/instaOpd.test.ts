import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../catalog/products.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import { isStepSkipped } from '../../engine/isStepSkipped.js';
import { nextStep } from '../../engine/nextStep.js';
import { validateStep } from '../../engine/validateStep.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { instaOpdJourney as j } from './instaOpd.js';
import { PLAN_ANSWER } from './insuranceFields.js';
import { insuranceQuote } from './insuranceQuote.js';
import { INSURANCE_CONGRATES_ROUTE } from './shopCoverJourney.js';

const P = 'insurance/insta-opd';
const stepOf = (id: string) => {
  const found = j.steps.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const errorsOf = (id: string, values: Record<string, unknown>, answers = {}) =>
  validateStep(stepOf(id), values, answers, {}, testEnv).errors;
const nextOf = (id: string, answers: Record<string, string>) => {
  const next = nextStep(j, id, answers, {});
  return next.type === 'step' ? next.stepId : next.type;
};

describe('the Insta OPD journey (spec 03 §2, INS-OPD, decision 053)', () => {
  it('is registered under insurance/insta-opd, instrument 13, ending on insurance/congrates', () => {
    expect(findJourney(P)).toBe(j);
    expect(journeys).toContain(j);
    expect(j.instrumentId).toBe(13);
    expect(j.productId).toBe(OBJECT_TYPES.insurance);
    expect(j.finalRoute).toBe(INSURANCE_CONGRATES_ROUTE);
    expect(analyseJourney(j)).toEqual([]);
  });

  it("has the spec's steps, step0.1 first with checkUser, step1.11 last", () => {
    expect(j.steps.map((s) => s.id)).toEqual([
      'step0.1',
      'step0.7',
      'step1',
      'step1.7',
      'step1.8',
      'step1.9',
      'step1.10',
      'step1.11',
    ]);
    expect(j.first).toBe('step0.1');
    expect(stepOf('step0.1').effects).toEqual(['checkUser']);
    expect(stepOf('step1.11').last).toBe(true);
  });

  it('branches at step0.7 on who the cover is for: myself → step1, a family member → step1.7', () => {
    expect(nextOf('step0.7', { opdCoverFor: 'self' })).toBe('step1');
    expect(nextOf('step0.7', { opdCoverFor: 'family' })).toBe('step1.7');
    expect(nextOf('step1.7', { opdCoverFor: 'self' })).toBe('step1.10');
    expect(nextOf('step1.7', { opdCoverFor: 'family' })).toBe('step1.8');
  });

  it('skips the family steps for oneself and the personal step for a family member', () => {
    const self = { opdCoverFor: 'self' };
    const family = { opdCoverFor: 'family' };
    expect(isStepSkipped(stepOf('step1.8'), self, {})).toBe(true);
    expect(isStepSkipped(stepOf('step1.9'), self, {})).toBe(true);
    expect(isStepSkipped(stepOf('step1'), self, {})).toBe(false);
    expect(isStepSkipped(stepOf('step1'), family, {})).toBe(true);
    expect(isStepSkipped(stepOf('step1.9'), family, {})).toBe(false);
  });

  it('walks oneself through step1 and a family member through step1.8 and step1.9', () => {
    expect(samplePath(P).map(([id]) => id)).toEqual([
      'step0.1',
      'step0.7',
      'step1',
      'step1.7',
      'step1.10',
      'step1.11',
    ]);
    expect(samplePath(P, 'family').map(([id]) => id)).toEqual([
      'step0.1',
      'step0.7',
      'step1.7',
      'step1.8',
      'step1.9',
      'step1.10',
      'step1.11',
    ]);
  });

  it("checks the buyer's ages (18 to 65) and asks the buyer's name at step1.10 only for a family member", () => {
    const values = sampleAnswers(P, 'step1');
    expect(errorsOf('step1', values)).toEqual({});
    expect(errorsOf('step1', { ...values, dobYear: '1940' }).dob).toBe('Maximum entry age 65');
    expect(errorsOf('step1', { ...values, dobYear: '2015' }).dob).toBe('Minimum age 18');
    const contact = sampleAnswers(P, 'step1.10', { answers: { opdCoverFor: 'self' } });
    expect(contact.proposerName).toBeUndefined();
    expect(errorsOf('step1.10', contact, { opdCoverFor: 'self' })).toEqual({});
    const { proposerName: _, ...withoutName } = sampleAnswers(P, 'step1.10', {
      branch: 'family',
      answers: { opdCoverFor: 'family' },
    });
    expect(Object.keys(errorsOf('step1.10', withoutName, { opdCoverFor: 'family' }))).toEqual([
      'proposerName',
    ]);
  });

  it("refuses a family member's date of birth in the future or over 65", () => {
    const values = sampleAnswers(P, 'step1.9', { branch: 'family' });
    expect(errorsOf('step1.9', values)).toEqual({});
    expect(errorsOf('step1.9', { ...values, opdMemberDobYear: '1950' }).opdMemberDob).toBe(
      'Maximum entry age 65',
    );
    expect(errorsOf('step1.9', { ...values, opdMemberDobYear: '2999' }).opdMemberDob).toBeTruthy();
  });

  it("prices Insta OPD's plans only, and the review needs the terms ticked", () => {
    expect(insuranceQuote(P, { [PLAN_ANSWER]: '1302' })?.premiumPaise).toBe(899_00);
    expect(insuranceQuote(P, { [PLAN_ANSWER]: '302' })).toBeNull();
    expect(Object.keys(errorsOf('step1.11', { isInsuranceDisclaimerChecked: false }))).toEqual([
      'isInsuranceDisclaimerChecked',
    ]);
  });
});
