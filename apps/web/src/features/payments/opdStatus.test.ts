import { describe, expect, it } from 'vitest';
import type { CurrentInsurance } from '../../api/insuranceApi';
import { OPD_JOURNEY, opdModeOf } from './opdStatus';

const current = (journey: string, link: string | null): CurrentInsurance => ({
  lead_id: 'l1',
  journey,
  lead_add_path: 'insurances/lead/add',
  disclosure: null,
  policy_state: link ? 'issued' : 'paid',
  display_data: link
    ? {
        title: 'Congratulations! Your policy is issued',
        header: 'Insta OPD',
        body: {
          title: 'Insta OPD',
          pointers: [],
          footer: '',
          opd_data: {
            insured_name: 'Asha Verma',
            insured_relation: 'Self',
            opd_limit: '₹10,000',
            benefits: [],
            appointment_link: link,
            appointment: null,
          },
        },
        name: 'Insta OPD',
        policy_number: 'SBX-KGI-2026-00000001',
        valid_till: '23/11/2027',
        status: 'Issued',
        policy_download_link: null,
        policyFailed: false,
        failure: null,
      }
    : null,
  payment_id: null,
  refunds: [],
});

describe('the payment-status screen in outpatient mode (INS-OPD-04, decision 053)', () => {
  it('books on the booking page once the policy is issued, else on insurance/congrates', () => {
    const link = '/insurance/opd/appointment?policy=p1';
    expect(opdModeOf(current(OPD_JOURNEY, link))).toEqual({ bookPath: link });
    expect(opdModeOf(current(OPD_JOURNEY, null))).toEqual({ bookPath: '/insurance/congrates' });
  });

  it('is off for any other insurance and for none', () => {
    expect(opdModeOf(current('insurance/shop-insurance', null))).toBeNull();
    expect(opdModeOf(null)).toBeNull();
  });
});
