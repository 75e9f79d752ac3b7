import { describe, expect, it } from 'vitest';
import { sbiJourney } from './creditCards/sbi.js';
import { ewJourney } from './ew/ew.js';
import { ewPlanLabels } from './ew/ewPlanLabels.js';
import { leadOptionLabels } from './leadOptionLabels.js';

describe('options labelled for a lead (decision 092)', () => {
  it('labels the warranty plans from the lead’s invoice value, by field', () => {
    const answers = { ewInvoiceValue: '24999' };
    expect(leadOptionLabels(ewJourney, answers)).toEqual({ ewPlan: ewPlanLabels(answers) });
  });

  it('leaves out a field its answers cannot label yet, and journeys with none', () => {
    expect(leadOptionLabels(ewJourney, {})).toEqual({});
    expect(leadOptionLabels(sbiJourney, { ewInvoiceValue: '24999' })).toEqual({});
  });

  it('keeps the definition’s own labels as the fallback', () => {
    const plan = ewJourney.steps.flatMap((s) => s.fields).find((f) => f.name === 'ewPlan');
    expect(plan?.optionLabels).toBe('ewPlanPremiums');
    expect(plan?.options?.[0]?.label).toBe(
      '1 year extended warranty (5\u00a0% of the invoice value)',
    );
  });
});
