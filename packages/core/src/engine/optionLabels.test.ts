import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../journeyModel/types.js';
import { isKnownOptionLabels, labelledField } from './optionLabels.js';

const plans: FieldDef = {
  name: 'ewPlan',
  kind: 'radio',
  label: 'WARRANTY PLAN',
  optionLabels: 'ewPlans',
  options: [
    { value: '1', label: 'static 1' },
    { value: '7', label: 'static 7' },
  ],
};

describe('labelledField', () => {
  it('writes the options’ labels from the answers, keeping one it cannot write', () => {
    const field = labelledField(plans, { ewInvoiceValue: '64999' });
    expect(field.options).toEqual([
      { value: '1', label: '1 year extended warranty: ₹3,250 (5% of the invoice value)' },
      { value: '7', label: 'static 7' },
    ]);
    expect(plans.options?.[0]?.label).toBe('static 1');
  });

  it('leaves a field that names no labelling, or an unknown one, as it is', () => {
    const { optionLabels: _, ...plain } = plans;
    expect(labelledField(plain, { ewInvoiceValue: '64999' })).toBe(plain);
    expect(labelledField({ ...plans, optionLabels: 'nope' }, {})).toEqual({
      ...plans,
      optionLabels: 'nope',
    });
    expect(isKnownOptionLabels('ewPlans')).toBe(true);
    expect(isKnownOptionLabels('toString')).toBe(false);
  });
});
