import { describe, expect, it } from 'vitest';
import { ewPlanLabel, ewPlanPrice } from './ewPlanLabel.js';
import { EW_PLANS, ewPremium, findEwPlan } from './ewPremium.js';
import { formatPaise } from './paise.js';

describe('ewPlanPrice', () => {
  it('shows for each plan the premium the payment charges', () => {
    for (const invoice of [5_000, 23_999, 64_999, 1_00_001, 5_00_000]) {
      for (const plan of EW_PLANS) {
        const charged = ewPremium(invoice * 100, plan.id);
        expect(charged).not.toBeNull();
        expect(ewPlanPrice(plan.id, String(invoice))).toBe(
          formatPaise(charged?.split.totalPaise ?? 0),
        );
      }
    }
  });

  it('is the rate of the invoice value rounded up to the rupee, never below ₹499, in Indian grouping', () => {
    expect(ewPlanPrice('1', '64999')).toBe('₹3,250');
    expect(ewPlanPrice('3', 500000)).toBe('₹57,500');
    expect(ewPlanPrice('1', '5000')).toBe('₹499');
  });

  it('is nothing without an invoice value in the range covered or a known plan', () => {
    expect(ewPlanPrice('1', undefined)).toBeNull();
    expect(ewPlanPrice('1', '4999')).toBeNull();
    expect(ewPlanPrice('9', '64999')).toBeNull();
  });
});

describe('ewPlanLabel', () => {
  const plan = findEwPlan('2');
  if (!plan) throw new Error('plan 2');

  it('names the premium for the invoice value beside the rate', () => {
    expect(ewPlanLabel(plan, '64999')).toBe(
      '2 years extended warranty: ₹5,525 (8.5% of the invoice value)',
    );
  });

  it('names the rate alone before the invoice value is known', () => {
    expect(ewPlanLabel(plan, null)).toBe('2 years extended warranty (8.5% of the invoice value)');
  });
});
