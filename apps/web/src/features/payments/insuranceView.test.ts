import { describe, expect, it } from 'vitest';
import type { CurrentInsurance, DisplayData } from '../../api/insuranceApi';
import { insuranceView } from './insuranceView';

const disclosure = {
  insurer_name: 'Kotak General Insurance',
  product_name: 'Shop Insurance',
  plan_id: 102,
  sum_insured_paise: 3_00_000_00,
  premium_paise: 599_00,
  taxable_paise: 507_63,
  gst_paise: 91_37,
  gst_rate_percent: 18,
  key_exclusions: ['Wear and tear'],
};
const lead = (
  policy_state: CurrentInsurance['policy_state'],
  display_data: DisplayData | null = null,
): CurrentInsurance => ({
  lead_id: 'l1',
  journey: 'insurance/shop-insurance',
  lead_add_path: 'insurances/lead/add',
  disclosure,
  policy_state,
  display_data,
  payment_id: null,
  refunds: [],
});
const display = { title: 'Congratulations! Your policy is issued' } as DisplayData;

describe('what insurance/congrates shows (decision 048)', () => {
  it('offers the payment only before it is paid', () => {
    expect(insuranceView(null)).toBe('none');
    expect(insuranceView(lead(null))).toBe('pay');
    expect(insuranceView(lead('quoted'))).toBe('pay');
    expect(insuranceView({ ...lead(null), disclosure: null })).toBe('none');
    for (const state of ['paid', 'issuing', 'issued', 'failed'] as const) {
      expect(insuranceView(lead(state, display))).not.toBe('pay');
    }
  });

  it('waits for the insurer after the payment, then shows the policy or the failure', () => {
    expect(insuranceView(lead('paid'))).toBe('processing');
    expect(insuranceView(lead('issuing'))).toBe('processing');
    expect(insuranceView(lead('issued', display))).toBe('issued');
    expect(insuranceView(lead('failed', display))).toBe('failed');
  });

  it('leaves a combo to its own views, polling only while its parts are issued', () => {
    const combo = (state: 'quoted' | 'issuing' | 'issued' | 'failed' | null) => ({
      ...lead(null),
      disclosure: null,
      combo: {
        combo_id: null,
        name: 'Term with Group Personal Accident',
        state,
        disclosure: null,
        display_data: null,
      },
    });
    expect(insuranceView(combo('issuing'))).toBe('processing');
    for (const state of [null, 'quoted', 'issued', 'failed'] as const) {
      expect(insuranceView(combo(state))).toBe('none');
    }
  });
});
