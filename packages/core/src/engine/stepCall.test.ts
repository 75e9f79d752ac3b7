import { describe, expect, it } from 'vitest';
import { v2Journey as j } from './engineV2.fixture.js';
import type { JourneyState } from './journeyState.js';
import { mergeStepValues, stepCall } from './stepCall.js';

describe('stepCall', () => {
  const state: JourneyState = {
    version: 1,
    answers: { name: 'A', pan: 'X', detailsOk: 'yes', mandateType: 'digital' },
    history: ['step1', 'step2', 'step3', 'step4'],
    current: 'step5',
    calls: { ckyc: { stepId: 'step2', outcome: 'approved' } },
  };

  it('names the call the save makes, judged on the answers as they will be saved', () => {
    expect(stepCall(j, state, 'step2', { pan: 'Y' })?.name).toBe('ckyc');
    expect(stepCall(j, state, 'step4', { mandateType: 'physical' })).toBeNull();
    expect(stepCall(j, state, 'step4', { mandateType: 'digital' })?.name).toBe('emandate');
    expect(stepCall(j, state, 'step3', { detailsOk: 'no' })).toBeNull();
  });

  it('merges the step values over its old answers and never keeps a one-time code', () => {
    const step = {
      id: 'otp',
      title: 'OTP',
      fields: [
        { name: 'mobile', kind: 'mobile' as const, label: 'M' },
        { name: 'otp', kind: 'otp' as const, label: 'O' },
      ],
    };
    expect(mergeStepValues(step, { mobile: '1', x: 1 }, { otp: '123456' })).toEqual({ x: 1 });
  });

  it('never keeps a value passed to the call only (a share code), whatever was saved before', () => {
    const step = {
      id: 'zip',
      title: 'ZIP',
      fields: [
        { name: 'zip', kind: 'file' as const, label: 'Z' },
        { name: 'code', kind: 'text' as const, label: 'C', callOnly: true },
      ],
    };
    expect(mergeStepValues(step, { code: 'OLD1', x: 1 }, { zip: 'doc', code: 'Ab#1' })).toEqual({
      x: 1,
      zip: 'doc',
    });
  });
});
