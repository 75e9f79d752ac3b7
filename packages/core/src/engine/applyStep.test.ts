import { describe, expect, it } from 'vitest';
import { applyStep } from './applyStep.js';
import { canEnterStep } from './canEnterStep.js';
import { v2Journey as j } from './engineV2.fixture.js';
import { type JourneyState, journeyState } from './journeyState.js';
import { progress } from './progress.js';
import { stepCall } from './stepCall.js';
import { lastLocation } from './stepRoute.js';

const since = '2026-11-23T10:00:00.000Z';
const afterName = applyStep(j, journeyState(j), 'step1', { name: 'Asha' }).state;

function kyc(outcome: string, state: JourneyState = afterName) {
  return applyStep(j, state, 'step2', { pan: 'ABCDE1234F' }, {}, { outcome });
}

describe('applyStep with a call', () => {
  it('routes by the outcome and records it with its facts', () => {
    expect(kyc('approved').state.current).toBe('step3');
    expect(kyc('notFound').state.current).toBe('step2.1');
    const facts = { panName: 'ASHA RAO' };
    const r = applyStep(j, afterName, 'step2', { pan: 'X' }, {}, { outcome: 'approved', facts });
    expect(r.state.calls).toEqual({ ckyc: { stepId: 'step2', outcome: 'approved', facts } });
    expect(r.state.pending).toBeNull();
    expect(r.state.exit).toBeNull();
  });

  it('leaves by a named exit: no current step, the exit and its step recorded', () => {
    const r = kyc('failed');
    expect(r.next).toEqual({
      type: 'exit',
      exit: 'rejected',
      route: 'test/v2/status',
      message: 'Sorry, we cannot offer you a loan now',
    });
    expect(r.state.current).toBeNull();
    expect(r.state.exit).toEqual({ name: 'rejected', stepId: 'step2' });
    expect(lastLocation(j, r.state)).toBe('test/v2/status');
    expect(progress(j, r.state.history, r.state.current)).toBe(100);
    expect(canEnterStep(j, r.state, 'step1')).toEqual({
      allowed: false,
      reason: 'exited',
      missing: [],
    });
  });

  it('throws when the call result is missing, undeclared or a wait the call does not make', () => {
    expect(() => applyStep(j, afterName, 'step2', { pan: 'X' })).toThrow(/ckyc: its result/);
    expect(() => kyc('maybe')).toThrow(/no outcome maybe/);
    const pending = { pending: true as const, since };
    expect(() => applyStep(j, afterName, 'step2', { pan: 'X' }, {}, pending)).toThrow(
      /does not wait/,
    );
    expect(() => applyStep(j, afterName, 'step1', { name: 'A' }, {}, { outcome: 'x' })).toThrow(
      /makes no call/,
    );
  });

  it('makes no call when its `when` does not hold, and drops an old record of it', () => {
    const atMandate = applyStep(j, kyc('approved').state, 'step3', { detailsOk: 'yes' }).state;
    expect(stepCall(j, atMandate, 'step4', { mandateType: 'physical' })).toBeNull();
    expect(stepCall(j, atMandate, 'step4', { mandateType: 'digital' })?.name).toBe('emandate');
    const digital = applyStep(
      j,
      atMandate,
      'step4',
      { mandateType: 'digital' },
      {},
      { outcome: 'registered' },
    );
    expect(digital.state.calls?.emandate?.outcome).toBe('registered');
    const physical = applyStep(j, digital.state, 'step4', { mandateType: 'physical' });
    expect(physical.state.current).toBe('step5');
    expect(physical.state.calls?.emandate).toBeUndefined();
    expect(physical.droppedCalls).toEqual(['emandate']);
    expect(() =>
      applyStep(j, atMandate, 'step4', { mandateType: 'physical' }, {}, { outcome: 'failed' }),
    ).toThrow(/makes no call now/);
  });
});

describe('applyStep going back', () => {
  it('drops the calls of steps that left the history', () => {
    const atDetails = kyc('approved').state;
    const back = applyStep(j, atDetails, 'step1', { name: 'Asha R' });
    expect(back.state.calls).toEqual({});
    expect(back.droppedCalls).toEqual(['ckyc']);
    expect(back.state.current).toBe('step2');
  });

  it('prunes the answers of a branch the new outcome abandons', () => {
    const uploaded = applyStep(j, kyc('notFound').state, 'step2.1', { aadhaarXml: 'doc-1' }).state;
    expect(uploaded.current).toBe('step3');
    const again = kyc('approved', uploaded);
    expect(again.dropped).toEqual(['aadhaarXml']);
    expect(again.state.answers.aadhaarXml).toBeUndefined();
    // The same outcome keeps the branch and its upload.
    expect(kyc('notFound', uploaded).state.answers.aadhaarXml).toBe('doc-1');
  });

  it('clears the exit when an earlier step is saved again', () => {
    const exited = kyc('failed').state;
    const again = kyc('approved', exited);
    expect(again.state.exit).toBeNull();
    expect(again.state.current).toBe('step3');
    expect(lastLocation(j, again.state)).toBe('test/v2/step3');
  });
});
