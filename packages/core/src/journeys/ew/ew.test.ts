import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../catalog/products.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import { applyStep } from '../../engine/applyStep.js';
import { journeyState } from '../../engine/journeyState.js';
import { settleCall } from '../../engine/settleCall.js';
import { stepCall } from '../../engine/stepCall.js';
import { validateStep } from '../../engine/validateStep.js';
import { findJourney, journeys } from '../../products/journeyRegistry.js';
import { SAMPLE_SINCE } from '../../products/sampleCalls.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { maskIdentifier } from '../../validation/maskIdentifier.js';
import { INVALID_SERIAL } from '../../validation/serialNumber.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { EW_CONGRATES_ROUTE, EW_PAY_CALL, EW_PAY_PATH, ewJourney as j } from './ew.js';
import { ewQuote } from './ewQuote.js';
import { EW_SAMPLE } from './sampleBranches.js';

const step = (id: string) => {
  const found = j.steps.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('the extended warranty journey (EW-01..EW-07, decision 044)', () => {
  it('is registered under /ew, object type 18, and ends on ew/congrates', () => {
    expect(findJourney('ew')).toBe(j);
    expect(journeys).toContain(j);
    expect(j.productId).toBe(OBJECT_TYPES.ew);
    expect(j.productId).toBe(18);
    expect(j.finalRoute).toBe(EW_CONGRATES_ROUTE);
    expect(analyseJourney(j)).toEqual([]);
  });

  it('walks contact, product, plan (paid), certificate e-mail', () => {
    expect(samplePath('ew').map(([id]) => id)).toEqual(['step1', 'step2', 'step3', 'step4']);
  });

  it('keeps its own user: checkUser at step1 on the mobile alone (EW-07)', () => {
    expect(step('step1').effects).toEqual(['checkUser']);
    expect(step('step1').fields.map((f) => f.name)).toEqual(['mobile']);
  });

  it('waits at step3 for the payment and moves to step4 once it is paid', () => {
    let state = journeyState(j, {});
    for (const [id, values] of samplePath('ew').slice(0, 2)) {
      state = applyStep(j, state, id, values).state;
    }
    const values = sampleAnswers('ew', 'step3');
    expect(stepCall(j, state, 'step3', values)?.name).toBe(EW_PAY_CALL);
    const waiting = applyStep(
      j,
      state,
      'step3',
      values,
      {},
      { pending: true, since: SAMPLE_SINCE },
    );
    expect(waiting.next).toMatchObject({ type: 'wait', call: EW_PAY_CALL });
    expect(step('step3').call?.wait?.link?.href).toBe(EW_PAY_PATH);
    const paid = settleCall(j, waiting.state, EW_PAY_CALL, 'paid');
    expect(paid.changed).toBe(true);
    if (!paid.changed) return;
    expect(paid.state.current).toBe('step4');
    const done = applyStep(j, paid.state, 'step4', sampleAnswers('ew', 'step4'));
    expect(done.next).toEqual({ type: 'final', route: EW_CONGRATES_ROUTE });
    expect(settleCall(j, paid.state, EW_PAY_CALL, 'paid').changed).toBe(false);
  });

  it('refuses a purchase date in the future or outside the window, and values out of range', () => {
    const today = testEnv.today;
    const future = new Date(today.getTime() + 2 * 86_400_000);
    const old = new Date(today.getTime() - 400 * 86_400_000);
    const dated = (at: Date) => ({
      ewPurchaseDateDate: String(at.getUTCDate()).padStart(2, '0'),
      ewPurchaseDateMonth: String(at.getUTCMonth() + 1).padStart(2, '0'),
      ewPurchaseDateYear: String(at.getUTCFullYear()),
    });
    const check = (patch: Record<string, string>) =>
      validateStep(step('step2'), { ...sampleAnswers('ew', 'step2'), ...patch }, {}, {}, testEnv)
        .errors;
    expect(check(dated(future)).ewPurchaseDate).toBe('Invalid date');
    expect(check(dated(old)).ewPurchaseDate).toBe(
      'An extended warranty can be bought only within 365 days of the purchase',
    );
    expect(check({ ewInvoiceValue: '4999' }).ewInvoiceValue).toBe(
      'We cover products worth ₹5,000 or more',
    );
    expect(check({ ewInvoiceValue: '500001' }).ewInvoiceValue).toBe(
      'We cover products worth up to ₹5,00,000',
    );
    expect(check({ ewSerialNumber: 'AB#12345' }).ewSerialNumber).toBe(INVALID_SERIAL);
  });

  it('shows the serial number or IMEI masked to its last four', () => {
    const serial = step('step2').fields.find((f) => f.name === 'ewSerialNumber');
    if (!serial) throw new Error('no serial field');
    expect(maskIdentifier(serial, '356789104567891')).toBe('XXXXXXXXXXX7891');
  });

  it('requires the terms at step3 (they start unticked)', () => {
    const terms = step('step3').fields.find((f) => f.name === 'isEwTermsChecked');
    expect(terms?.defaultValue).toBeUndefined();
    const values = { ...sampleAnswers('ew', 'step3'), isEwTermsChecked: false };
    expect(validateStep(step('step3'), values, {}, {}, testEnv).errors.isEwTermsChecked).toBe(
      'Please agree to the mandatory Terms to submit your application',
    );
  });

  it('quotes from the answers: ₹24,999 on the 2-year plan is ₹2,125 with ₹324.15 GST', () => {
    const quote = ewQuote(EW_SAMPLE);
    expect(quote?.split.totalPaise).toBe(2_125_00);
    expect(quote?.split.gstPaise).toBe(324_15);
    expect(quote?.plan.years).toBe(2);
    expect(quote?.categoryLabel).toBe('Mobile phone');
    expect(quote?.purchaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ewQuote({ ...EW_SAMPLE, ewPlan: '7' })).toBeNull();
    expect(ewQuote({ ...EW_SAMPLE, ewInvoiceValue: '100' })).toBeNull();
    expect(ewQuote({ ...EW_SAMPLE, ewCategory: 'car' })).toBeNull();
  });
});
