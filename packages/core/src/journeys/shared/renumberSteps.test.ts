import { describe, expect, it } from 'vitest';
import type { StepDef } from '../../journeyModel/types.js';
import { renumberSteps } from './renumberSteps.js';

const steps: StepDef[] = [
  { id: 'step3', title: 'A', fields: [], next: [{ to: 'step4' }], guard: ['mobile'] },
  {
    id: 'step4',
    title: 'B',
    fields: [],
    next: [{ exit: 'rejected', when: { field: 'x', eq: 'no' } }, { to: 'step9' }],
  },
  { id: 'step9', title: 'C', fields: [], last: true },
];

describe('renumberSteps', () => {
  it('renames ids and next targets, decimals included, and keeps the rest', () => {
    const out = renumberSteps(steps, { step3: 'step2.1', step4: 'step12.11', step9: 'step12.2' });
    expect(out.map((s) => s.id)).toEqual(['step2.1', 'step12.11', 'step12.2']);
    expect(out[0]?.next).toEqual([{ to: 'step12.11' }]);
    expect(out[0]?.guard).toEqual(['mobile']);
    expect(out[1]?.next).toEqual([
      { exit: 'rejected', when: { field: 'x', eq: 'no' } },
      { to: 'step12.2' },
    ]);
    expect(out[2]?.last).toBe(true);
    // The source is data shared with another journey: never changed.
    expect(steps[0]?.id).toBe('step3');
    expect(steps[0]?.next).toEqual([{ to: 'step4' }]);
  });

  it('replaces parts by the new id, a replaced next needing no renamed target', () => {
    const out = renumberSteps(
      steps.slice(0, 1),
      { step3: 'step5' },
      { step5: { next: [{ to: 'step6' }], guard: ['mobile', 'dobYear'] } },
    );
    expect(out[0]).toMatchObject({
      id: 'step5',
      next: [{ to: 'step6' }],
      guard: ['mobile', 'dobYear'],
    });
  });

  it('refuses a step or a target left without a new id', () => {
    expect(() => renumberSteps(steps, { step3: 'step1', step4: 'step2' })).toThrow(/step9/);
    expect(() => renumberSteps(steps.slice(0, 1), { step3: 'step1' })).toThrow(/step3 → step4/);
  });
});
