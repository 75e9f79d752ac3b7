import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../catalog/products.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import { applyStep } from '../../engine/applyStep.js';
import { journeyState } from '../../engine/journeyState.js';
import { validateStep } from '../../engine/validateStep.js';
import { singleCover } from '../../insurance/covers/insuranceCovers.js';
import { isNeutralText } from '../../insurance/planNeutrality.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { samplePath } from '../../products/samples.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { PLAN_ANSWER } from './insuranceFields.js';
import { insuranceQuote } from './insuranceQuote.js';
import { lombardShopInsuranceJourney as lombard } from './lombardShopInsurance.js';
import { INSURANCE_CONGRATES_ROUTE } from './shopCoverJourney.js';
import { shopInsuranceJourney as shop } from './shopInsurance.js';

const stepOf = (j: typeof shop, id: string) => {
  const found = j.steps.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe.each([
  {
    j: shop,
    slug: singleCover('shop').slug,
    plan: 'step0.6',
    plans: ['101', '102', '103', '104', '105', '106'],
    instrument: 5,
  },
  {
    j: lombard,
    slug: singleCover('lombard').slug,
    plan: 'step0.9',
    plans: ['201', '202', '203', '204'],
    instrument: 6,
  },
])('the $slug journey (spec 03 §2, decision 048)', ({ j, slug, plan, plans, instrument }) => {
  it('is registered at the end under insurance/<slug>, ending on insurance/congrates', () => {
    expect(j.prefix).toBe(`insurance/${slug}`);
    expect(findJourney(j.prefix)).toBe(j);
    expect(journeys).toContain(j);
    expect(j.finalRoute).toBe(INSURANCE_CONGRATES_ROUTE);
    expect(j.productId).toBe(OBJECT_TYPES.insurance);
    expect(j.instrumentId).toBe(instrument);
    expect(analyseJourney(j)).toEqual([]);
  });

  it("has the spec's steps: plans, contact, shop details (last)", () => {
    expect(j.first).toBe(plan);
    expect(j.steps.map((s) => s.id)).toEqual([plan, 'step1', 'step4.3']);
    expect(samplePath(j.prefix).map(([id]) => id)).toEqual([plan, 'step1', 'step4.3']);
    expect(stepOf(j, 'step4.3').last).toBe(true);
    expect(stepOf(j, 'step1').effects).toEqual(['checkUser']);
  });

  it('lists the plans neutrally, lowest premium first, premiums with their GST apart', () => {
    const field = stepOf(j, plan).fields[0];
    expect(field?.name).toBe(PLAN_ANSWER);
    expect(field?.options?.map((o) => o.value)).toEqual(plans);
    for (const o of field?.options ?? []) {
      expect(o.label).toMatch(/ sum insured\. Premium ₹[\d,.]+ \+ GST ₹[\d,.]+ \(18\u00a0%\)\.$/);
      expect(isNeutralText(o.label)).toBe(true);
    }
  });

  it('walks plan → step1 → step4.3 → congrates, every edge', () => {
    let state = journeyState(j, {});
    const path = samplePath(j.prefix);
    const seen: string[] = [];
    for (const [id, values] of path) {
      const result = applyStep(j, state, id, values);
      state = result.state;
      seen.push(result.next.type === 'step' ? result.next.stepId : result.next.type);
    }
    expect(seen).toEqual(['step1', 'step4.3', 'final']);
  });

  it('refuses an unknown plan, an unticked disclaimer and an incomplete shop address', () => {
    const check = (id: string, values: Record<string, unknown>) =>
      validateStep(stepOf(j, id), values, {}, {}, testEnv).errors;
    expect(Object.keys(check(plan, { [PLAN_ANSWER]: '999' }))).toEqual([PLAN_ANSWER]);
    expect(check(plan, { [PLAN_ANSWER]: plans[0] })).toEqual({});
    const last = samplePath(j.prefix)[2];
    if (!last) throw new Error('no last step');
    const values = last[1];
    expect(check('step4.3', values)).toEqual({});
    expect(
      Object.keys(check('step4.3', { ...values, isInsuranceDisclaimerChecked: false })),
    ).toEqual(['isInsuranceDisclaimerChecked']);
    expect(check('step4.3', { ...values, address: 'Shanti Niwas, MG Road, Pune' }).address).toMatch(
      /shop number/,
    );
    // The e-mail is optional for the shop covers.
    const { email: _email, ...withoutEmail } = values;
    expect(check('step4.3', withoutEmail)).toEqual({});
  });

  it("prices from the lead's plan and only the product's own plans", () => {
    expect(insuranceQuote(j.prefix, { [PLAN_ANSWER]: plans[0] as string })?.planId).toBe(
      Number(plans[0]),
    );
    expect(insuranceQuote(j.prefix, { [PLAN_ANSWER]: j === shop ? '201' : '101' })).toBeNull();
    expect(insuranceQuote(j.prefix, {})).toBeNull();
    expect(insuranceQuote('ew', { [PLAN_ANSWER]: plans[0] as string })).toBeNull();
  });
});
