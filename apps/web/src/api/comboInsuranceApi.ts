import { request } from './request';

// The insurance combos' calls (spec 03 §3 and §7, decision 055).

export interface ComboDisclosure {
  combo_name: string;
  plan_id: number;
  premium_paise: number;
  taxable_paise: number;
  gst_paise: number;
  gst_rate_percent: number;
  parts: {
    product_name: string;
    insurer_name: string;
    plan_id: number;
    sum_insured_paise: number;
    premium_paise: number;
    key_exclusions: string[];
  }[];
}

/** Spec 03 §3 "Combo display body items". */
export interface ComboItem {
  inst_name: string;
  name: string;
  sum_insured: string;
  valid_till: string | null;
  status: string;
  policy_number: string | null;
  policy_download_link: string | null;
  footer: string;
  background_color: string;
}

export interface ComboDisplayData {
  title: string;
  header: string;
  body: { title: string; items: ComboItem[]; footer: string };
  name: string;
  status: string;
  policyFailed: boolean;
  failure: string | null;
}

/** `insurances/current`'s combo. */
export interface ComboCurrent {
  combo_id: string | null;
  name: string;
  state: 'quoted' | 'issuing' | 'issued' | 'failed' | null;
  disclosure: ComboDisclosure | null;
  display_data: ComboDisplayData | null;
}

/** The spec's payment item (PAY-09) of the combo: what its payment needs. */
export interface ComboPaymentItem {
  id: number;
  object_id: string;
  object_type: number;
  invoice_amount: number;
  discounted_price: number;
  title: string;
}

interface ComboLeadAddAnswer {
  data: {
    results: { payment_item: ComboPaymentItem | null; partner_payment_link: string | null };
  };
}

/** The combo's validate-only lead creation before paying (`validateOnly: 1`, `paymentId: null`). */
export const validateComboLead = async (
  leadId: string,
  partnerId: string | null,
): Promise<ComboLeadAddAnswer['data']['results']> =>
  (
    await request<ComboLeadAddAnswer>('insurances/lead/combo/add', {
      method: 'POST',
      body: { leadId, validateOnly: 1, paymentId: null, partnerId },
    })
  ).data.results;
