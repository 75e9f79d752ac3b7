import { describe, expect, it } from 'vitest';
import type { AppliedStep } from '../../engine/applyStep.js';
import { progress } from '../../engine/progress.js';
import { settleCall } from '../../engine/settleCall.js';
import { lastLocation } from '../../engine/stepRoute.js';
import { submitStep } from '../../engine/submitStep.js';
import { samplePath } from '../../products/samples.js';
import {
  FINAL,
  outcome,
  P,
  pending,
  placedAt,
  REJECTED,
  save,
  valuesOf,
  webView,
} from '../../products/walks/northernArcWalk.fixture.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { northernArcJourney as j } from './northernArc.js';

// Every explicit edge of spec 02 §2.3 and §4.2 walked through submitStep with the partner
// calls' results as the API passes them (engine v2, decision 019). Leads are placed by walking
// the sample paths (default: browser, GSTIN, digital; webViewPhysical: Udyam, physical NACH,
// Karza OKYC in the Android web view) up to the step under test.

function expectRejectedAt(r: AppliedStep, stepId: string): void {
  expect(r.next).toEqual(REJECTED);
  expect(r.state.current).toBeNull();
  expect(r.state.exit).toEqual({ name: 'rejected', stepId });
  expect(lastLocation(j, r.state)).toBe(FINAL);
  expect(progress(j, r.state.history, r.state.current)).toBe(100);
  const again = submitStep(j, r.state, 'step1', {}, { env: testEnv });
  expect(again.ok || again.reason).toBe('exited');
}

describe('the walks of 02 §4.2', () => {
  it('digital: … 24, 25, 26, 27, 31 → disbursal-status', () => {
    const ids = samplePath(P, 'default').map(([id]) => id);
    expect(ids).toEqual([
      ...['step1', 'step2', 'step3', 'step4', 'step5', 'step10'],
      ...Array.from({ length: 17 }, (_, i) => `step${i + 11}`),
      'step31',
    ]);
  });

  it('physical in the web view: 5, 9, 11 … 24, 26, 28, 29, 30, 31 (no e-mandate)', () => {
    const ids = samplePath(P, 'webViewPhysical', webView).map(([id]) => id);
    expect(ids.slice(4, 7)).toEqual(['step5', 'step9', 'step11']);
    expect(ids.slice(-6)).toEqual(['step24', 'step26', 'step28', 'step29', 'step30', 'step31']);
    expect(ids).not.toContain('step10');
    expect(ids).not.toContain('step25');
    expect(ids).not.toContain('step27');
  });
});

describe('step5 by the device (decision 027: the context, never an answer)', () => {
  it('→ step9 in the Android web view, else step10', () => {
    const at5 = placedAt('default', 'step5');
    const values = valuesOf('default', at5, 'step5');
    expect(save(at5, 'step5', values, { context: webView }).state.current).toBe('step9');
    expect(save(at5, 'step5', values).state.current).toBe('step10');
    expect(save(at5, 'step5', { ...values, androidWebView: true }).state.current).toBe('step10');
  });

  it('step9 waits for Karza, then → step11 whatever it answers', () => {
    const at9 = placedAt('webViewPhysical', 'step9', webView);
    const r9 = save(at9, 'step9', valuesOf('webViewPhysical', at9, 'step9'), {
      context: webView,
      call: pending,
      expectCall: 'karza.okyc',
    });
    expect(r9.next).toEqual({ type: 'wait', stepId: 'step9', call: 'karza.okyc' });
    for (const result of ['verified', 'failed']) {
      const settled = settleCall(j, r9.state, 'karza.okyc', result, undefined, webView);
      expect(settled.changed && settled.next).toEqual({ type: 'step', stepId: 'step11' });
    }
  });

  it('step10 → step11 on either KYC outcome; an unreadable ZIP is refused on the step', () => {
    const at10 = placedAt('default', 'step10');
    const values = valuesOf('default', at10, 'step10');
    for (const result of ['verified', 'failed']) {
      const r = save(at10, 'step10', values, { call: outcome(result), expectCall: 'okyc' });
      expect(r.state.current).toBe('step11');
    }
    const refused = submitStep(j, at10, 'step10', values, {
      env: testEnv,
      call: { outcome: 'unreadable', facts: { message: 'Wrong share code' } },
    });
    expect(refused.ok).toBe(false);
  });
});

// Issue 20 item 6 (decision 062): a KYC that is not the applicant's → step11.1, never step11.
describe('a KYC that is not the applicant’s → step11.1, never step11', () => {
  it('from the Aadhaar ZIP (step10) and Karza in the web view (step9)', () => {
    const at10 = placedAt('default', 'step10');
    const r10 = save(at10, 'step10', valuesOf('default', at10, 'step10'), {
      call: outcome('mismatch'),
    });
    const at9 = placedAt('webViewPhysical', 'step9', webView);
    const r9 = save(at9, 'step9', valuesOf('webViewPhysical', at9, 'step9'), {
      context: webView,
      call: pending,
    });
    const settled = settleCall(j, r9.state, 'karza.okyc', 'mismatch', undefined, webView);
    if (!settled.changed) throw new Error('not settled');
    for (const r of [r10, settled]) {
      expect(r.next).toEqual({ type: 'step', stepId: 'step11.1' });
      const yes = submitStep(j, r.state, 'step11', { kycDetailsCorrect: '1' }, { env: testEnv });
      expect(yes.ok).toBe(false);
    }
    expectRejectedAt(save(r10.state, 'step11.1', { closeApplication: true }), 'step11.1');
  });
});

describe('rejections at 11, 15 and 21 (→ disbursal-status)', () => {
  it('step11: a "no" rejects without a call; the partner may reject a "yes"', () => {
    const at11 = placedAt('default', 'step11');
    expectRejectedAt(
      save(at11, 'step11', { kycDetailsCorrect: '0' }, { expectCall: null }),
      'step11',
    );
    const yes = { kycDetailsCorrect: '1' };
    expectRejectedAt(
      save(at11, 'step11', yes, { call: outcome('rejected'), expectCall: 'nacl.validateKyc' }),
      'step11',
    );
    expect(save(at11, 'step11', yes, { call: outcome('verified') }).state.current).toBe('step12');
  });

  it('step15: business KYC rejected → disbursal-status, verified → step16', () => {
    const at15 = placedAt('default', 'step15');
    const r = save(
      at15,
      'step15',
      {},
      {
        call: outcome('rejected'),
        expectCall: 'nacl.validateBusinessKyc',
      },
    );
    expectRejectedAt(r, 'step15');
    expect(save(at15, 'step15', {}, { call: outcome('verified') }).state.current).toBe('step16');
  });

  it('step21: a declined approval or a refused offer → disbursal-status', () => {
    const at20 = placedAt('default', 'step20');
    const r20 = save(at20, 'step20', {}, { call: pending, expectCall: 'nacl.cbEligibility' });
    expect(r20.state.pending?.call).toBe('nacl.cbEligibility');
    const declined = settleCall(j, r20.state, 'nacl.cbEligibility', 'declined');
    expect(declined.state.current).toBe('step21');
    expectRejectedAt(save(declined.state, 'step21', { creditLineDecision: 'accept' }), 'step21');
    const offered = settleCall(j, r20.state, 'nacl.cbEligibility', 'offered');
    expectRejectedAt(save(offered.state, 'step21', { creditLineDecision: 'reject' }), 'step21');
    expect(save(offered.state, 'step21', { creditLineDecision: 'accept' }).state.current).toBe(
      'step22',
    );
  });
});

describe('the mandate (02 §4.2: digital 24, 25, 26, 27, 31; physical 24, 26, 28, 29, 30, 31)', () => {
  it('step24 → 25 when digital, → 26 when physical', () => {
    const at24 = placedAt('default', 'step24');
    const ifsc = { bankIfscCode: 'HDFC0001234' };
    expect(save(at24, 'step24', ifsc).state.current).toBe('step25');
    const physical = placedAt('webViewPhysical', 'step24');
    expect(save(physical, 'step24', ifsc).state.current).toBe('step26');
  });

  it('step27 waits for the e-mandate once: registered → step31; a second arrival changes nothing', () => {
    const at27 = placedAt('default', 'step27');
    const r27 = save(at27, 'step27', {}, { call: pending, expectCall: 'nacl.enach' });
    expect(r27.next).toEqual({ type: 'wait', stepId: 'step27', call: 'nacl.enach' });
    expect(lastLocation(j, r27.state)).toBe('credit-line/nacl/step27');
    const done = settleCall(j, r27.state, 'nacl.enach', 'registered');
    expect(done.state.current).toBe('step31');
    const twice = settleCall(j, done.state, 'nacl.enach', 'registered');
    expect(twice.changed).toBe(false);
    const declined = settleCall(j, r27.state, 'nacl.enach', 'declined');
    expect(declined.changed && declined.next).toMatchObject({
      type: 'exit',
      exit: 'mandateFailed',
      route: 'credit-line/results',
      message: 'Something went wrong',
    });
    expect(lastLocation(j, declined.state)).toBe('credit-line/results');
  });

  it('physical: 26 → 28 → 29 → 30 (waits) → 31, the last step', () => {
    const at26 = placedAt('webViewPhysical', 'step26');
    const values = valuesOf('webViewPhysical', at26, 'step26');
    const r26 = save(at26, 'step26', values, {
      call: outcome('stored'),
      expectCall: 'nacl.transactionDetails',
    });
    expect(r26.state.current).toBe('step28');
    const r28 = save(
      r26.state,
      'step28',
      {},
      { call: outcome('ready'), expectCall: 'nacl.pnachDoc' },
    );
    const r29 = save(r28.state, 'step29', valuesOf('webViewPhysical', r28.state, 'step29'), {
      call: outcome('uploaded'),
      expectCall: 'nacl.uploadPnachDoc',
    });
    const r30 = save(r29.state, 'step30', {}, { call: pending, expectCall: 'nacl.pnachStatus' });
    expect(r30.state.current).toBe('step30');
    const settled = settleCall(j, r30.state, 'nacl.pnachStatus', 'accepted');
    expect(settled.state.current).toBe('step31');
    expect(progress(j, settled.state.history, 'step31')).toBe(72);
    const last = save(
      settled.state,
      'step31',
      valuesOf('webViewPhysical', settled.state, 'step31'),
      {
        call: outcome('signed'),
        expectCall: 'nacl.eAgreement',
      },
    );
    expect(last.next).toEqual({ type: 'final', route: FINAL });
    expect(last.state.exit ?? null).toBeNull();
  });

  it('refuses a step ahead of a wait', () => {
    const at27 = placedAt('default', 'step27');
    const r27 = save(at27, 'step27', {}, { call: pending });
    const ahead = submitStep(j, r27.state, 'step31', valuesOf('default', r27.state, 'step31'), {
      env: testEnv,
    });
    expect(ahead.ok || ahead.reason).not.toBe(true);
    expect(ahead.ok).toBe(false);
  });
});

describe('an earlier step saved unchanged (issue 22 §5)', () => {
  it('goes straight back to where the applicant was: nothing rewound, no call made again', () => {
    const far = placedAt('default', 'step20');
    let kept = 0;
    for (const stepId of far.history) {
      const saved = Object.fromEntries(
        Object.entries(valuesOf('default', far, stepId)).filter(([k]) => k in far.answers),
      );
      // The server looks the city up again from the pincode: the same city.
      const resolved = 'pincode' in saved ? { city: far.answers.city ?? '' } : undefined;
      const r = submitStep(j, far, stepId, saved, { env: testEnv, ...(resolved && { resolved }) });
      if (!r.ok) continue; // a step asking for a value never kept (a share code) is asked again
      expect([stepId, r.state.current]).toEqual([stepId, 'step20']);
      expect(r.state.history).toEqual(far.history);
      expect(r.state.calls).toEqual(far.calls);
      kept += 1;
    }
    expect(kept).toBeGreaterThanOrEqual(far.history.length - 2);
  });

  it('a changed answer still rewinds to the first step off the old path', () => {
    const far = placedAt('default', 'step20');
    const r = submitStep(
      j,
      far,
      'step12',
      { pincode: '110001' },
      {
        env: testEnv,
        resolved: { city: 'New Delhi' },
      },
    );
    expect(r.ok && r.state.current).toBe('step13');
  });
});
