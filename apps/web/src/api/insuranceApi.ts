import type { ComboCurrent } from './comboInsuranceApi';
import type { OpdData } from './opdApi';
import { request } from './request';

// The insurance lead's calls after the last step (spec 03 §7, decision 048).

export interface Disclosure {
  insurer_name: string;
  product_name: string;
  plan_id: number;
  sum_insured_paise: number;
  premium_paise: number;
  taxable_paise: number;
  gst_paise: number;
  gst_rate_percent: number;
  key_exclusions: string[];
}

/** The lead creation's `display_data` (spec 03 §3). */
export interface DisplayData {
  title: string;
  header: string;
  body: {
    title: string;
    pointers: { title: string; value: string }[];
    footer: string;
    /** Insta OPD's (decision 053). */
    opd_data?: OpdData;
  };
  name: string;
  policy_number: string | null;
  valid_till: string | null;
  status: string;
  policy_download_link: string | null;
  policyFailed: boolean;
  failure: string | null;
}

export interface CurrentInsurance {
  lead_id: string;
  journey: string;
  /** The lead creation's path under /api (`insurances/lead/add`, Lombard's own). */
  lead_add_path: string;
  disclosure: Disclosure | null;
  policy_state: 'quoted' | 'paid' | 'issuing' | 'issued' | 'failed' | null;
  display_data: DisplayData | null;
  /** A combo lead's combo (decision 055). */
  combo?: ComboCurrent;
}

/** The spec's insurance payment item (PAY-09) with what to pay for. */
export interface PaymentItem {
  id: number;
  object_id: string;
  object_type: number;
  invoice_amount: number;
  discounted_price: number;
  plan_coins: number;
  banner: string | null;
  title: string;
}

interface LeadAddAnswer {
  data: { results: { payment_item: PaymentItem | null; state: string } };
}

export const currentInsurance = async (): Promise<CurrentInsurance | null> =>
  (await request<{ data: { results: CurrentInsurance | null } }>('insurances/current')).data
    .results;

/** The validate-only lead creation before paying: `validateOnly: 1`, `paymentId: null`. */
export const validateInsuranceLead = async (
  path: string,
  leadId: string,
): Promise<PaymentItem | null> =>
  (
    await request<LeadAddAnswer>(path, {
      method: 'POST',
      body: { leadId, validateOnly: 1, paymentId: null },
    })
  ).data.results.payment_item;

/** The policy document from its link (`/api/…`): base64 of the PDF. */
export const policyFile = async (link: string): Promise<string> =>
  (await request<{ data: { results: { file: string } } }>(link.replace(/^\/api\//, ''))).data
    .results.file;

/** One cashless hospital of POST /insurances/get_hospital_list (spec 03 §7, decision 052). */
export interface CashlessHospital {
  id: string;
  name: string;
  address: string;
  city: string;
  pincode: string;
}

export interface HospitalListQuery {
  pincode: string;
  hospital_network_type: 'HDFCERGO' | 'Kotak';
  plan_instrument_id: number;
}

export const hospitalList = async (query: HospitalListQuery): Promise<CashlessHospital[]> =>
  (
    await request<{ data: { results: { hospitals: CashlessHospital[] } } }>(
      'insurances/get_hospital_list',
      { method: 'POST', body: query },
    )
  ).data.results.hospitals;
