import { describe, expect, it } from 'vitest';
import { pruneCalls } from './pruneCalls.js';

describe('pruneCalls', () => {
  const calls = {
    ckyc: { stepId: 'step2', outcome: 'approved' },
    emandate: { stepId: 'step4', outcome: 'registered' },
  };

  it('keeps the records of history steps and drops the others', () => {
    expect(pruneCalls(calls, ['step1', 'step2', 'step3'])).toEqual({
      calls: { ckyc: calls.ckyc },
      dropped: ['emandate'],
    });
  });

  it('drops the record of the step being saved again', () => {
    expect(pruneCalls(calls, ['step1', 'step2'], 'step2')).toEqual({
      calls: {},
      dropped: ['ckyc', 'emandate'],
    });
    expect(pruneCalls(undefined, ['step1'])).toEqual({ calls: {}, dropped: [] });
  });
});
