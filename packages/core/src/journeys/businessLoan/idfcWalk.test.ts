import { describe, expect, it } from 'vitest';
import type { AppliedStep } from '../../engine/applyStep.js';
import type { JourneyState } from '../../engine/journeyState.js';
import { progress } from '../../engine/progress.js';
import { settleCall } from '../../engine/settleCall.js';
import { lastLocation } from '../../engine/stepRoute.js';
import { submitStep } from '../../engine/submitStep.js';
import type { JourneyContext } from '../../journeyModel/types.js';
import {
  FINAL,
  outcome,
  pending,
  placedAt,
  REJECTED,
  save,
  valuesOf,
} from '../../products/walks/idfcWalk.fixture.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { idfcBusinessLoanJourney as j } from './idfc.js';

// Every explicit edge of spec 02 §4.1, walked through submitStep with the partner calls'
// results as the API passes them (engine v2, decision 019). Leads are placed by walking the
// sample paths (default: ckyc, GSTIN, digital; okycPhysical: browser okyc, no document,
// physical NACH) up to the step under test.
const webView: JourneyContext = { androidWebView: true };

function expectRejectedAt(r: AppliedStep, stepId: string): void {
  expect(r.next).toEqual(REJECTED);
  expect(r.state.current).toBeNull();
  expect(r.state.pending ?? null).toBeNull();
  expect(r.state.exit).toEqual({ name: 'rejected', stepId });
  expect(lastLocation(j, r.state)).toBe(FINAL);
  expect(progress(j, r.state.history, r.state.current)).toBe(100);
  // A rejected lead is closed: no step may be saved again.
  const again = submitStep(j, r.state, 'step1', {}, { env: testEnv });
  expect(again.ok || again.reason).toBe('exited');
}

describe('KYC (02 §4.1: ckyc → step10, failure → step11 → step12; okyc → step12 / step11)', () => {
  const at9 = () => placedAt('default', 'step9');

  it('ckyc → step10 → verified → step12', () => {
    const r9 = save(at9(), 'step9', { kycType: 'ckyc' }, { expectCall: null });
    expect(r9.state.current).toBe('step10');
    const r10 = save(r9.state, 'step10', {}, { call: outcome('verified'), expectCall: 'ckyc' });
    expect(r10.next).toEqual({ type: 'step', stepId: 'step12' });
    expect(r10.state.calls?.ckyc).toEqual({ stepId: 'step10', outcome: 'verified' });
  });

  it('ckyc failed → step11 → step12 (either Aadhaar offline outcome)', () => {
    const r9 = save(at9(), 'step9', { kycType: 'ckyc' });
    const r10 = save(r9.state, 'step10', {}, { call: outcome('failed') });
    expect(r10.state.current).toBe('step11');
    const values = valuesOf('okycPhysical', r10.state, 'step11');
    for (const result of ['verified', 'failed']) {
      const r11 = save(r10.state, 'step11', values, {
        call: outcome(result),
        expectCall: 'okyc',
      });
      expect(r11.state.current).toBe('step12');
      expect(r11.state.history.slice(-3)).toEqual(['step9', 'step10', 'step11']);
    }
  });

  it('okyc in a browser → step11, no Karza call', () => {
    for (const context of [{}, { androidWebView: false }] as JourneyContext[]) {
      const r9 = save(at9(), 'step9', { kycType: 'okyc' }, { context, expectCall: null });
      expect(r9.next).toEqual({ type: 'step', stepId: 'step11' });
      expect(r9.state.calls?.['karza.okyc']).toBeUndefined();
    }
  });

  it('okyc in the Android web view waits for Karza, then → step12 whatever it answers', () => {
    const context = webView;
    const r9 = save(
      at9(),
      'step9',
      { kycType: 'okyc' },
      {
        context,
        call: pending,
        expectCall: 'karza.okyc',
      },
    );
    expect(r9.next).toEqual({ type: 'wait', stepId: 'step9', call: 'karza.okyc' });
    expect(r9.state.current).toBe('step9');
    for (const result of ['verified', 'failed']) {
      const settled = settleCall(j, r9.state, 'karza.okyc', result, undefined, context);
      expect(settled.changed && settled.next).toEqual({ type: 'step', stepId: 'step12' });
      expect(settled.state.history).not.toContain('step11');
    }
  });

  it('step12 yes → step13; no → the rejected exit', () => {
    const at12 = placedAt('default', 'step12');
    expect(save(at12, 'step12', { kycDetailsCorrect: '1' }).state.current).toBe('step13');
    expectRejectedAt(save(at12, 'step12', { kycDetailsCorrect: '0' }), 'step12');
  });

  it('step13 waits for the approval: approved → step14, rejected → the exit', () => {
    const at13 = placedAt('default', 'step13');
    const r13 = save(at13, 'step13', {}, { call: pending, expectCall: 'idfc.approvalStatus' });
    expect(r13.state.pending?.call).toBe('idfc.approvalStatus');
    const approved = settleCall(j, r13.state, 'idfc.approvalStatus', 'approved');
    expect(approved.state.current).toBe('step14');
    const rejected = settleCall(j, r13.state, 'idfc.approvalStatus', 'rejected');
    if (!rejected.changed) throw new Error('not settled');
    expectRejectedAt(rejected, 'step13');
  });
});

// Issue 20 item 6 (decision 062): the KYC calls compare their record with the applicant; one
// that is not theirs answers 'mismatch', which goes to step12.1, never to step12's "Yes".
describe('a KYC that is not the applicant’s → step12.1, never step12 or step13', () => {
  const mismatch = outcome('mismatch');
  const at9 = () => placedAt('default', 'step9');

  function expectStopped(r: AppliedStep): void {
    expect(r.next).toEqual({ type: 'step', stepId: 'step12.1' });
    for (const ahead of ['step12', 'step13']) {
      const tried = submitStep(j, r.state, ahead, { kycDetailsCorrect: '1' }, { env: testEnv });
      expect(tried.ok, `${ahead} after a mismatch`).toBe(false);
    }
  }

  it('from central KYC (step10), the Aadhaar ZIP (step11) and Karza in the web view (step9)', () => {
    const r9 = save(at9(), 'step9', { kycType: 'ckyc' });
    expectStopped(save(r9.state, 'step10', {}, { call: mismatch, expectCall: 'ckyc' }));
    const okyc = save(at9(), 'step9', { kycType: 'okyc' });
    const values = valuesOf('okycPhysical', okyc.state, 'step11');
    expectStopped(save(okyc.state, 'step11', values, { call: mismatch, expectCall: 'okyc' }));
    const waiting = save(at9(), 'step9', { kycType: 'okyc' }, { context: webView, call: pending });
    const settled = settleCall(j, waiting.state, 'karza.okyc', 'mismatch', undefined, webView);
    if (!settled.changed) throw new Error('not settled');
    expectStopped(settled);
  });

  it('step12.1 is left only by an answer changed above, or by closing the application', () => {
    const r9 = save(at9(), 'step9', { kycType: 'ckyc' });
    const at121 = save(r9.state, 'step10', {}, { call: mismatch }).state;
    expect(submitStep(j, at121, 'step12.1', {}, { env: testEnv })).toMatchObject({
      ok: false,
      reason: 'unmatched',
    });
    expectRejectedAt(save(at121, 'step12.1', { closeApplication: true }), 'step12.1');
    // Another KYC mode, and the Aadhaar ZIP of the applicant: on to step12.
    const other = save(at121, 'step9', { kycType: 'okyc' });
    expect(other.next).toEqual({ type: 'step', stepId: 'step11' });
    const values = valuesOf('okycPhysical', other.state, 'step11');
    const own = save(other.state, 'step11', values, { call: outcome('verified') });
    expect(own.next).toEqual({ type: 'step', stepId: 'step12' });
  });
});

describe('the business (02 §4.1: any document id → step16 → 17 → 18; default step18)', () => {
  it.each([
    ['shopEstablishment', 'shopRegNo', 'MH-12-345678'],
    ['fssai', 'fssaiId', '11521999000123'],
    ['gstin', 'gstinId', '27ABCPE1234F1Z5'],
  ])('step15 %s → step16, whatever Karza answers', (type, key, id) => {
    const at15 = placedAt('default', 'step15');
    for (const result of ['verified', 'notVerified']) {
      const r = save(
        at15,
        'step15',
        { businessDocumentType: type, [key]: id },
        {
          call: outcome(result),
          expectCall: 'karza.businessDocument',
        },
      );
      expect(r.next).toEqual({ type: 'step', stepId: 'step16' });
    }
  });

  it('step15 none → step18, no call', () => {
    const at15 = placedAt('default', 'step15');
    const r = save(at15, 'step15', { businessDocumentType: 'none' }, { expectCall: null });
    expect(r.next).toEqual({ type: 'step', stepId: 'step18' });
    expect(r.state.calls?.['karza.businessDocument']).toBeUndefined();
  });

  it('step16 → step17 → verified → step18; rejected → the exit', () => {
    const at16 = placedAt('default', 'step16');
    const r16 = save(at16, 'step16', { businessKycConfirmed: true });
    expect(r16.state.current).toBe('step17');
    const ok = save(
      r16.state,
      'step17',
      {},
      {
        call: outcome('verified'),
        expectCall: 'idfc.businessKyc',
      },
    );
    expect(ok.state.current).toBe('step18');
    expectRejectedAt(save(r16.state, 'step17', {}, { call: outcome('rejected') }), 'step17');
  });

  it.each([
    ['1', { relationshipWithOwner: 'father', familyPropertyOwnerName: 'Ramesh Verma' }],
    ['0', {}],
  ])('step18 family property %s → step19', (status, owner) => {
    const at18 = placedAt('default', 'step18');
    const r = save(at18, 'step18', { familyPropertyStatus: status, ...owner });
    expect(r.next).toEqual({ type: 'step', stepId: 'step19' });
  });
});

describe('credit approval and offer (step22, step23)', () => {
  const at22 = () => placedAt('default', 'step22');
  const approvedWith = (result: string): JourneyState => {
    const r22 = save(at22(), 'step22', {}, { call: pending, expectCall: 'idfc.creditApproval' });
    expect(r22.next).toEqual({ type: 'wait', stepId: 'step22', call: 'idfc.creditApproval' });
    const settled = settleCall(j, r22.state, 'idfc.creditApproval', result);
    expect(settled.state.current).toBe('step23');
    return settled.state;
  };

  it('offered and accepted → step24', () => {
    const r = save(approvedWith('offered'), 'step23', { loanOfferDecision: 'accept' });
    expect(r.next).toEqual({ type: 'step', stepId: 'step24' });
  });

  it('offered and refused → the exit', () => {
    expectRejectedAt(
      save(approvedWith('offered'), 'step23', { loanOfferDecision: 'reject' }),
      'step23',
    );
  });

  it('declined → the exit at step23, whatever the answer', () => {
    expectRejectedAt(
      save(approvedWith('declined'), 'step23', { loanOfferDecision: 'accept' }),
      'step23',
    );
  });
});

describe('the mandate (02 §4.1: step35, step37, step39 wait, step40 → 43)', () => {
  it('step35 → step36 when digital, step37 when physical', () => {
    const digital = placedAt('default', 'step35');
    const d = save(digital, 'step35', valuesOf('default', digital, 'step35'));
    expect(d.next).toEqual({ type: 'step', stepId: 'step36' });
    expect(save(d.state, 'step36', { emandateMode: '1' }).state.current).toBe('step37');
    const physical = placedAt('okycPhysical', 'step35');
    const p = save(physical, 'step35', valuesOf('okycPhysical', physical, 'step35'));
    expect(p.next).toEqual({ type: 'step', stepId: 'step37' });
  });

  it('refuses the mandate steps before the mandate type is answered (guard)', () => {
    const s = { ...placedAt('default', 'step34'), current: 'step36' };
    const r = submitStep(j, s, 'step36', { emandateMode: '1' }, { env: testEnv });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fieldErrors).toMatchObject({ mandateType: 'Required' });
  });

  it('step37 → step39 when digital, step40 when physical, no call either way', () => {
    const digital = placedAt('default', 'step37');
    const d = save(digital, 'step37', valuesOf('default', digital, 'step37'), {
      expectCall: null,
    });
    expect(d.next).toEqual({ type: 'step', stepId: 'step39' });
    const physical = placedAt('okycPhysical', 'step37');
    const p = save(physical, 'step37', valuesOf('okycPhysical', physical, 'step37'), {
      expectCall: null,
    });
    expect(p.next).toEqual({ type: 'step', stepId: 'step40' });
  });

  it('step39 waits for the e-mandate, registered → step43 once; declined → the exit', () => {
    const at39 = placedAt('default', 'step39');
    const r39 = save(at39, 'step39', {}, { call: pending, expectCall: 'idfc.enach' });
    expect(r39.next).toEqual({ type: 'wait', stepId: 'step39', call: 'idfc.enach' });
    expect(r39.state).toMatchObject({ current: 'step39', pending: { stepId: 'step39' } });
    expect(lastLocation(j, r39.state)).toBe('business-loan/idfc/step39');
    // Nothing ahead may be saved while the e-mandate is awaited.
    const ahead = submitStep(j, r39.state, 'step43', {}, { env: testEnv });
    expect(ahead.ok || ahead.reason).toBe('pending');
    const registered = settleCall(j, r39.state, 'idfc.enach', 'registered');
    expect(registered.changed && registered.next).toEqual({ type: 'step', stepId: 'step43' });
    expect(registered.state.pending).toBeNull();
    const twice = settleCall(j, registered.state, 'idfc.enach', 'registered');
    expect(twice).toEqual({ changed: false, state: registered.state });
    expect(twice.state).toBe(registered.state);
    const declined = settleCall(j, r39.state, 'idfc.enach', 'declined');
    if (!declined.changed) throw new Error('not settled');
    expectRejectedAt(declined, 'step39');
  });

  it('step40 → step41 → step42 (waits for the bank) → step43 → the final route', () => {
    let state = placedAt('okycPhysical', 'step40');
    state = save(state, 'step40', {}).state;
    expect(state.current).toBe('step41');
    state = save(state, 'step41', valuesOf('okycPhysical', state, 'step41')).state;
    expect(state.current).toBe('step42');
    const r42 = save(state, 'step42', {}, { call: pending, expectCall: 'idfc.pnachStatus' });
    expect(r42.next.type).toBe('wait');
    const settled = settleCall(j, r42.state, 'idfc.pnachStatus', 'accepted');
    expect(settled.state.current).toBe('step43');
    const r43 = save(settled.state, 'step43', valuesOf('okycPhysical', settled.state, 'step43'), {
      call: outcome('signed'),
      expectCall: 'idfc.eAgreement',
    });
    expect(r43.next).toEqual({ type: 'final', route: FINAL });
    expect(r43.state.current).toBeNull();
    expect(r43.state.exit ?? null).toBeNull();
    expect(lastLocation(j, r43.state)).toBe(FINAL);
    expect(progress(j, r43.state.history, r43.state.current)).toBe(100);
    expect(r43.state.history.slice(-6)).toEqual([
      'step35',
      'step37',
      'step40',
      'step41',
      'step42',
      'step43',
    ]);
  });
});

describe('progress on the spec scale (step number / 43, step28 = 92)', () => {
  it('shows 23 on step10, 92 on step28, the step number elsewhere and 100 when done', () => {
    const at10 = placedAt('default', 'step10');
    expect(progress(j, at10.history, 'step10')).toBe(23);
    const at28 = placedAt('default', 'step28');
    expect(progress(j, at28.history, 'step28')).toBe(92);
    expect(progress(j, at28.history, 'step29')).toBe(67);
    expect(progress(j, [], 'step1')).toBe(2);
    expect(progress(j, at28.history, null)).toBe(100);
  });
});
