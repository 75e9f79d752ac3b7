import { describe, expect, it } from 'vitest';
import { applyStep } from '../../engine/applyStep.js';
import { journeyState } from '../../engine/journeyState.js';
import { settleCall } from '../../engine/settleCall.js';
import { stepCall } from '../../engine/stepCall.js';
import { validateStep } from '../../engine/validateStep.js';
import { findJourney } from '../../products/journeyRegistry.js';
import { SAMPLE_SINCE } from '../../products/sampleCalls.js';
import { sampleAnswers, samplePath } from '../../products/samples.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { hpJourney as j, MEMBERSHIP_PAY_CALL, MEMBERSHIP_SUBMIT_ROUTE } from './hp.js';
import { MEMBERSHIP_TERMS_PATH } from './membershipTermsField.js';

describe('the hp membership journey (HP-01..HP-09)', () => {
  it('is registered under /hp and ends on membership/submit', () => {
    expect(findJourney('hp')).toBe(j);
    expect(j.first).toBe('step1');
    expect(j.finalRoute).toBe(MEMBERSHIP_SUBMIT_ROUTE);
  });

  it('walks the spec’s listing: 1, 2, 3, 4, 5 (paid), 6, 7, 10', () => {
    expect(samplePath('hp').map(([id]) => id)).toEqual([
      'step1',
      'step2',
      'step3',
      'step4',
      'step5',
      'step6',
      'step7',
      'step10',
    ]);
  });

  it('looks the mobile’s user up at step1 (checkUser) without asking a bureau consent', () => {
    const step1 = j.steps.find((s) => s.id === 'step1');
    expect(step1?.effects).toEqual(['checkUser']);
    expect(step1?.fields.map((f) => f.name)).toEqual(['mobile']);
  });

  it('waits at step5 for the payment (initiatePay) and moves to step6 once it is paid', () => {
    let state = journeyState(j, {});
    for (const [id, values] of samplePath('hp').slice(0, 4)) {
      state = applyStep(j, state, id, values).state;
    }
    const values = sampleAnswers('hp', 'step5');
    const call = stepCall(j, state, 'step5', values);
    expect(call?.name).toBe(MEMBERSHIP_PAY_CALL);
    const waiting = applyStep(
      j,
      state,
      'step5',
      values,
      {},
      { pending: true, since: SAMPLE_SINCE },
    );
    expect(waiting.next).toMatchObject({ type: 'wait', call: MEMBERSHIP_PAY_CALL });
    expect(waiting.state.current).toBe('step5');
    const paid = settleCall(j, waiting.state, MEMBERSHIP_PAY_CALL, 'paid');
    expect(paid.changed).toBe(true);
    expect(paid.state.current).toBe('step6');
    // A replayed answer changes nothing.
    expect(settleCall(j, paid.state, MEMBERSHIP_PAY_CALL, 'paid').changed).toBe(false);
  });

  it('starts the membership terms unticked, links its own terms, and requires them (064)', () => {
    const step5 = j.steps.find((s) => s.id === 'step5');
    const terms = step5?.fields.find((f) => f.name === 'isMembershipTermsChecked');
    expect(terms?.defaultValue).toBeUndefined();
    expect(terms?.links?.[0]?.href).toBe(MEMBERSHIP_TERMS_PATH);
    expect(MEMBERSHIP_TERMS_PATH).toBe('/membership/terms-and-conditions');
    expect(j.termsPath).toBe(MEMBERSHIP_TERMS_PATH);
    if (!step5) throw new Error('no step5');
    const values = { ...sampleAnswers('hp', 'step5'), isMembershipTermsChecked: false };
    const result = validateStep(step5, values, {}, {}, testEnv);
    expect(result.errors.isMembershipTermsChecked).toBe(
      'Please agree to the mandatory Terms to submit your application',
    );
  });
});
