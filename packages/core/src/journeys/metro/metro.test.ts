import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../catalog/products.js';
import { getStep } from '../../engine/findStep.js';
import type { JourneyState } from '../../engine/journeyState.js';
import { journeyState } from '../../engine/journeyState.js';
import { stepCall } from '../../engine/stepCall.js';
import { submitStep } from '../../engine/submitStep.js';
import { validateStep } from '../../engine/validateStep.js';
import type { Answers } from '../../journeyModel/types.js';
import { findJourney } from '../../products/journeyRegistry.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { mumbai, testEnv } from '../creditCards/cardJourney.fixture.js';
import {
  metroJourney as j,
  METRO_ELIGIBILITY_CALL,
  METRO_ELIGIBILITY_FALLBACK,
  METRO_SUCCESS_ROUTE,
} from './metro.js';
import { METRO_TERMS_PATH } from './metroTermsField.js';

const step = (id: string) => getStep(j, id);

/** The sample walk saved through the engine up to (not including) `stop`. */
function stateBefore(stop: string): JourneyState {
  let state = journeyState(j, {});
  for (const [id, values] of samplePath('metro')) {
    if (id === stop) return state;
    const call = stepCall(j, state, id, values);
    const r = submitStep(j, state, id, values, {
      env: testEnv,
      ...('pincode' in values ? { resolved: mumbai } : {}),
      ...(call ? { call: { outcome: 'eligible' } } : {}),
    });
    if (!r.ok) throw new Error(`${id}: ${r.errors.join(' ')}`);
    state = r.state;
  }
  return state;
}

const cardErrors = (values: Answers) =>
  validateStep(step('step5'), { ...sampleAnswers('metro', 'step5'), ...values }, {}, {}, testEnv)
    .errors;

describe('the metro card journey (METRO-01..14, decision 043)', () => {
  it('is registered under metro, object type 12, ending on /metro-stc/success', () => {
    expect(findJourney('metro')).toBe(j);
    expect(j.productId).toBe(OBJECT_TYPES.metro);
    expect(j.productId).toBe(12);
    expect(j.first).toBe('step1');
    expect(j.finalRoute).toBe(METRO_SUCCESS_ROUTE);
    expect(METRO_SUCCESS_ROUTE).toBe('metro-stc/success');
  });

  it('walks 1 → 2 → 3 → 4 → 5 (eligible) → 6 (last)', () => {
    expect(samplePath('metro').map(([id]) => id)).toEqual([
      'step1',
      'step2',
      'step3',
      'step4',
      'step5',
      'step6',
    ]);
    expect(j.steps.map((s) => s.next ?? 'last')).toEqual([
      [{ to: 'step2' }],
      [{ to: 'step3' }],
      [{ to: 'step4' }],
      [{ to: 'step5' }],
      [{ to: 'step6', when: { outcome: METRO_ELIGIBILITY_CALL, eq: 'eligible' } }],
      'last',
    ]);
    const done = stateBefore('none');
    expect(done.current).toBeNull();
  });

  it('looks the mobile’s user up at step2 (checkUser) and asks its OTP unless verified', () => {
    expect(step('step2').effects).toEqual(['checkUser']);
    const otp = step('step2').fields.find((f) => f.kind === 'otp');
    expect(otp?.showWhen).toEqual({ not: { ctx: 'mobileVerified', eq: true } });
    expect(j.steps.filter((s) => s.effects?.includes('checkUser')).map((s) => s.id)).toEqual([
      'step2',
    ]);
  });

  it('guards every step after step2 on the mobile, and step6 on the card', () => {
    for (const s of j.steps.slice(2)) expect(s.guard).toContain('mobile');
    expect(step('step6').guard).toContain('metroCardNumber');
  });

  it('checks the card at step5 and routes only an eligible card on', () => {
    const state = stateBefore('step5');
    expect(state.current).toBe('step5');
    const values = sampleAnswers('metro', 'step5');
    expect(stepCall(j, state, 'step5', values)?.name).toBe(METRO_ELIGIBILITY_CALL);
    const eligible = submitStep(j, state, 'step5', values, {
      env: testEnv,
      call: { outcome: 'eligible' },
    });
    expect(eligible.ok && eligible.state.current).toBe('step6');
  });

  it('keeps a card found not eligible on step5 with the partner’s words on the card number', () => {
    const state = stateBefore('step5');
    const values = sampleAnswers('metro', 'step5');
    const refused = submitStep(j, state, 'step5', values, {
      env: testEnv,
      call: { outcome: 'notEligible', facts: { message: 'Card blocked. Store closed' } },
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'refused',
      fieldErrors: { metroCardNumber: 'Card blocked. Store closed' },
    });
    const fallback = submitStep(j, state, 'step5', values, {
      env: testEnv,
      call: { outcome: 'notEligible' },
    });
    expect(fallback).toMatchObject({
      ok: false,
      fieldErrors: { metroCardNumber: METRO_ELIGIBILITY_FALLBACK },
    });
    expect(METRO_ELIGIBILITY_FALLBACK).toBe('Error has occured');
  });

  it('says the spec’s metro card messages (METRO-08, METRO-09)', () => {
    expect(cardErrors({ metroCardNumber: '' }).metroCardNumber).toBe(
      'Please enter the metro card number',
    );
    expect(cardErrors({ metroCardNumber: '12-34567' }).metroCardNumber).toBe(
      'Please enter a valid 10-digit metro card number',
    );
    expect(cardErrors({ metroCardNumber: 'AB-345678' }).metroCardNumber).toBe(
      'Invalid Elite Metro number',
    );
    // Store code + customer number + the holder number zero-padded: 12345678 + 01.
    expect(cardErrors({ metroCardNumber: '12 / 345678', metroHolderNumber: '1' })).toEqual({});
    expect(cardErrors({ metroCardNumber: '12-345678', metroHolderNumber: '123' })).toHaveProperty(
      'metroHolderNumber',
    );
  });

  it('starts the metro terms unticked, links them to their page and requires them (064)', () => {
    const terms = step('step5').fields.find((f) => f.name === 'isMetroMembershipTNCchecked');
    expect(terms?.kind).toBe('disclaimer');
    expect(terms?.defaultValue).toBeUndefined();
    expect(terms?.links?.[0]?.href).toBe(METRO_TERMS_PATH);
    expect(METRO_TERMS_PATH).toBe('/metro-stc/terms-and-conditions');
    expect(cardErrors({ isMetroMembershipTNCchecked: false }).isMetroMembershipTNCchecked).toBe(
      'Please agree to the mandatory Terms to submit your application',
    );
  });

  it('leaves the metro feature box unticked for staff too, and lets it be left so (064)', () => {
    const feature = step('step5').fields.find((f) => f.name === 'isMetroChecked');
    expect(Object.keys(feature ?? {})).not.toContain('defaultCheckedWhen');
    expect(feature?.defaultValue).toBeUndefined();
    expect(cardErrors({ isMetroChecked: false })).toEqual({});
  });

  it('asks, unticked and required, the consent to send the card to IDFC FIRST Bank (063)', () => {
    const consent = step('step5').fields.find((f) => f.name === 'isMetroConsentChecked');
    expect(consent).toMatchObject({ kind: 'disclaimer', consent: 'metro-eligibility' });
    expect(consent?.label).toMatch(/IDFC FIRST Bank/);
    expect(cardErrors({ isMetroConsentChecked: false }).isMetroConsentChecked).toBe(
      'Please agree to the mandatory Terms to submit your application',
    );
  });
});
