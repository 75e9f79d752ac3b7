import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../catalog/products.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import { applyStep } from '../../engine/applyStep.js';
import { journeyState } from '../../engine/journeyState.js';
import { validateStep } from '../../engine/validateStep.js';
import { COVER_VARIANT_IDS, type CoverVariantId } from '../../insurance/covers/insuranceCover.js';
import { coverPrefix } from '../../insurance/coverVariants.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { PLAN_ANSWER } from './insuranceFields.js';
import { insuranceQuote } from './insuranceQuote.js';
import { INSURANCE_CONGRATES_ROUTE } from './shopCoverJourney.js';

const journeyOf = (id: CoverVariantId): JourneyDef => {
  const found = findJourney(coverPrefix(id));
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const stepOf = (j: JourneyDef, id: string) => {
  const found = j.steps.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const errorsOf = (
  id: CoverVariantId,
  step: string,
  values: Record<string, unknown>,
  answers = {},
) => validateStep(stepOf(journeyOf(id), step), values, answers, {}, testEnv).errors;

/** Walks the sample path; the pages the engine answers after each step. */
function walk(id: CoverVariantId): string[] {
  const j = journeyOf(id);
  let state = journeyState(j, {});
  const seen: string[] = [];
  for (const [step, values] of samplePath(j.prefix)) {
    const result = applyStep(j, state, step, values, {});
    state = result.state;
    seen.push(result.next.type === 'step' ? result.next.stepId : result.next.type);
  }
  return seen;
}

const FULL = ['step1', 'step2.1', 'step3.3', 'step6.4'];

describe('the person covers (spec 03 §2, INS-DMPA, decision 054)', () => {
  it.each(COVER_VARIANT_IDS)(
    '%s is registered under insurance/<slug>, ending on congrates',
    (id) => {
      const j = journeyOf(id);
      expect(journeys).toContain(j);
      expect(j.productId).toBe(OBJECT_TYPES.insurance);
      expect(j.finalRoute).toBe(INSURANCE_CONGRATES_ROUTE);
      expect(analyseJourney(j)).toEqual([]);
    },
  );

  it('runs step1, 2.1, 3.3 and 6.4 for the group dengue-and-malaria and accident covers', () => {
    for (const id of ['dengueMalaria', 'accident'] as const) {
      expect(journeyOf(id).steps.map((s) => s.id)).toEqual(FULL);
      expect(walk(id)).toEqual(['step2.1', 'step3.3', 'step6.4', 'final']);
    }
    expect(journeyOf('dengueMalaria').instrumentId).toBe(32);
    expect(journeyOf('accident').instrumentId).toBe(23);
  });

  it('ends dengue-only after step2.1', () => {
    expect(journeyOf('dengueOnly').steps.map((s) => s.id)).toEqual(['step1', 'step2.1']);
    expect(stepOf(journeyOf('dengueOnly'), 'step2.1').last).toBe(true);
    expect(walk('dengueOnly')).toEqual(['step2.1', 'final']);
  });

  it('starts the voluntary variants and hospicash with the plan step step0.5', () => {
    for (const id of ['hospicash', 'dengueMalariaVoluntary', 'accidentVoluntary'] as const) {
      const j = journeyOf(id);
      expect(j.first).toBe('step0.5');
      expect(j.steps.map((s) => s.id)).toEqual(['step0.5', ...FULL]);
      expect(stepOf(j, 'step1').guard).toEqual([PLAN_ANSWER]);
      expect(walk(id)).toEqual(['step1', 'step2.1', 'step3.3', 'step6.4', 'final']);
    }
    expect(journeyOf('hospicash').instrumentId).toBe(33);
  });

  it("offers the product's plans on step0.5, premiums GST exempt (the buyer's own cover, decision 075)", () => {
    const labels = (id: CoverVariantId) =>
      stepOf(journeyOf(id), 'step0.5').fields[0]?.options?.map((o) => o.label);
    const insurer = 'Zurich Kotak General Insurance Company (India) Limited';
    const card = (sum: string, premium: string) =>
      `${insurer}: ${sum} sum insured. Premium ${premium} + GST: exempt (individual life and health cover, from 22/09/2025).`;
    expect(labels('dengueMalariaVoluntary')).toEqual([
      card('₹1,00,000', '₹60'),
      card('₹5,00,000', '₹300'),
      card('₹10,00,000', '₹599'),
    ]);
    expect(labels('accidentVoluntary')).toEqual([
      card('₹3,00,000', '₹447'),
      card('₹5,00,000', '₹745'),
      card('₹10,00,000', '₹1,490'),
    ]);
    expect(labels('hospicash')?.[0]).toBe(card('₹15,000', '₹199'));
    expect(stepOf(journeyOf('hospicash'), 'step0.5').info).toContain(
      'Plans are listed by premium, lowest first. Every premium is GST exempt.',
    );
  });

  it('checks each product’s entry ages: dengue and hospicash 18 to 66, accident 18 to 65', () => {
    const values = sampleAnswers(coverPrefix('accident'), 'step2.1');
    for (const id of ['dengueMalaria', 'dengueOnly', 'hospicash'] as const) {
      expect(errorsOf(id, 'step2.1', values)).toEqual({});
      expect(errorsOf(id, 'step2.1', { ...values, dobYear: '1960' })).toEqual({});
      expect(errorsOf(id, 'step2.1', { ...values, dobYear: '1959' }).dob).toBe(
        'Maximum entry age 66',
      );
      expect(errorsOf(id, 'step2.1', { ...values, dobYear: '2009' }).dob).toBe('Minimum age 18');
    }
    expect(errorsOf('accident', 'step2.1', { ...values, dobYear: '1961' })).toEqual({});
    expect(errorsOf('accident', 'step2.1', { ...values, dobYear: '1960' }).dob).toBe(
      'Maximum entry age 65',
    );
    expect(errorsOf('accidentVoluntary', 'step2.1', { ...values, dobYear: '2008' })).toEqual({});
  });

  it('refuses a minor nominee and one over 99, and a son older than the applicant', () => {
    const answers = { dobDate: '15', dobMonth: '08', dobYear: '1990' };
    const values = sampleAnswers(coverPrefix('accident'), 'step6.4');
    expect(errorsOf('accident', 'step6.4', values, answers)).toEqual({});
    expect(
      errorsOf('accident', 'step6.4', { ...values, nomineeDobYear: '2015' }, answers).nomineeDob,
    ).toBe('Nominee cannot be minor');
    expect(
      errorsOf('dengueMalaria', 'step6.4', { ...values, nomineeDobYear: '1920' }, answers)
        .nomineeDob,
    ).toBe('Maximum age allowed is 99 years');
    const son = { ...values, nomineeRelation: '3', nomineeDobYear: '1980' };
    expect(errorsOf('hospicash', 'step6.4', son, answers).nomineeDob).toMatch(
      /^Nominee cannot be older/,
    );
    // Not term's rule set: a single name is a name.
    expect(errorsOf('accident', 'step6.4', { ...values, nomineeName: 'Ravi' }, answers)).toEqual(
      {},
    );
  });

  it("prices the group policy's own plan and the voluntary buyer's choice", () => {
    expect(insuranceQuote(coverPrefix('dengueMalaria'), {})?.planId).toBe(501);
    expect(insuranceQuote(coverPrefix('dengueOnly'), { [PLAN_ANSWER]: '503' })?.planId).toBe(501);
    expect(insuranceQuote(coverPrefix('accident'), {})?.premiumPaise).toBe(447_00);
    expect(insuranceQuote(coverPrefix('accidentVoluntary'), {})).toBeNull();
    expect(
      insuranceQuote(coverPrefix('accidentVoluntary'), { [PLAN_ANSWER]: '403' })?.premiumPaise,
    ).toBe(1490_00);
    // Voluntary dengue and malaria has the hospicash flag off: hospital cash's plans are not its.
    expect(
      insuranceQuote(coverPrefix('dengueMalariaVoluntary'), { [PLAN_ANSWER]: '602' }),
    ).toBeNull();
    expect(insuranceQuote(coverPrefix('hospicash'), { [PLAN_ANSWER]: '602' })?.product).toBe(
      'hospicash',
    );
  });
});
