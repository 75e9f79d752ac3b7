import { describe, expect, it } from 'vitest';
import { applyStep } from './applyStep.js';
import { canEnterStep } from './canEnterStep.js';
import { v2Journey as j } from './engineV2.fixture.js';
import { journeyState } from './journeyState.js';
import { progress } from './progress.js';
import { settleCall } from './settleCall.js';
import { lastLocation } from './stepRoute.js';

const since = '2026-11-23T10:00:00.000Z';
const start = applyStep(j, journeyState(j), 'step1', { name: 'Asha' }).state;
const kycDone = applyStep(j, start, 'step2', { pan: 'X' }, {}, { outcome: 'approved' }).state;
const atMandate = applyStep(j, kycDone, 'step3', { detailsOk: 'yes' }).state;
const digital = { mandateType: 'digital' };
const waiting = applyStep(j, atMandate, 'step4', digital, {}, { pending: true, since });

describe('a waiting call', () => {
  it('leaves the lead pending on its step', () => {
    expect(waiting.next).toEqual({ type: 'wait', stepId: 'step4', call: 'emandate' });
    expect(waiting.state.current).toBe('step4');
    expect(waiting.state.history).toEqual(['step1', 'step2', 'step3', 'step4']);
    expect(waiting.state.pending).toEqual({
      stepId: 'step4',
      call: 'emandate',
      since,
      context: {},
    });
    expect(waiting.state.calls?.emandate).toBeUndefined();
    // A reload resumes the wait on the same step.
    expect(lastLocation(j, waiting.state)).toBe('test/v2/step4');
    expect(progress(j, waiting.state.history, waiting.state.current)).toBe(80);
  });

  it('refuses a later step, allows the waiting step again (resend) and an earlier one', () => {
    expect(canEnterStep(j, waiting.state, 'step5')).toEqual({
      allowed: false,
      reason: 'pending',
      missing: [],
    });
    expect(canEnterStep(j, waiting.state, 'step4')).toEqual({ allowed: true });
    const resent = applyStep(j, waiting.state, 'step4', digital, {}, { pending: true, since: 'x' });
    expect(resent.state.pending).toMatchObject({ stepId: 'step4', call: 'emandate', since: 'x' });
    expect(canEnterStep(j, waiting.state, 'step3')).toEqual({ allowed: true });
    const back = applyStep(j, waiting.state, 'step3', { detailsOk: 'yes' });
    expect(back.state.pending).toBeNull();
    expect(back.state.current).toBe('step4');
  });
});

describe('settleCall', () => {
  it('records the outcome and moves on, once', () => {
    const settled = settleCall(j, waiting.state, 'emandate', 'registered', { umrn: 'U1' });
    expect(settled.changed).toBe(true);
    if (!settled.changed) return;
    expect(settled.next).toEqual({ type: 'step', stepId: 'step5' });
    expect(settled.state.current).toBe('step5');
    expect(settled.state.pending).toBeNull();
    expect(settled.state.calls?.emandate).toEqual({
      stepId: 'step4',
      outcome: 'registered',
      facts: { umrn: 'U1' },
    });
    const twice = settleCall(j, settled.state, 'emandate', 'registered', { umrn: 'U1' });
    expect(twice).toEqual({ changed: false, state: settled.state });
    const late = settleCall(j, settled.state, 'emandate', 'failed');
    expect(late.changed).toBe(false);
    expect(late.state).toBe(settled.state);
  });

  it('exits when the outcome says so', () => {
    const settled = settleCall(j, waiting.state, 'emandate', 'failed');
    expect(settled.changed && settled.next.type).toBe('exit');
    expect(settled.state.exit).toEqual({ name: 'rejected', stepId: 'step4' });
    expect(lastLocation(j, settled.state)).toBe('test/v2/status');
  });

  it('ignores another call, or a wait abandoned by going back', () => {
    expect(settleCall(j, waiting.state, 'ckyc', 'approved').changed).toBe(false);
    const back = applyStep(j, waiting.state, 'step3', { detailsOk: 'no' }).state;
    expect(settleCall(j, back, 'emandate', 'registered')).toEqual({ changed: false, state: back });
  });

  it('routes the outcome with the context the wait was entered with', () => {
    // A rule on a device flag (as the business loan's step9 reads androidWebView): the
    // callback carries no device, so the flag saved with the wait must decide.
    const step4 = j.steps.find((s) => s.id === 'step4');
    const flagged = {
      ...j,
      steps: j.steps.map((s) =>
        s.id === 'step4'
          ? {
              ...s,
              next: [
                { to: 'step3', when: { ctx: 'androidWebView', eq: true } },
                ...(step4?.next ?? []),
              ],
            }
          : s,
      ),
    };
    const ctx = { androidWebView: true };
    const inApp = applyStep(flagged, atMandate, 'step4', digital, ctx, { pending: true, since });
    expect(inApp.state.pending?.context).toEqual(ctx);
    const settled = settleCall(flagged, inApp.state, 'emandate', 'registered', {}, { x: 1 });
    expect(settled.changed && settled.next).toEqual({ type: 'step', stepId: 'step3' });
    const inBrowser = applyStep(flagged, atMandate, 'step4', digital, {}, { pending: true, since });
    const plain = settleCall(flagged, inBrowser.state, 'emandate', 'registered');
    expect(plain.changed && plain.next).toEqual({ type: 'step', stepId: 'step5' });
  });

  it('throws on an outcome the call does not declare', () => {
    expect(() => settleCall(j, waiting.state, 'emandate', 'maybe')).toThrow(/no outcome maybe/);
  });
});
