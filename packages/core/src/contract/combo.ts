// The insurance combos' disclosure, display data and partner (spec 03 §3 and §7, decision
// 055). Types only: the API's zod schemas are checked against them.

/** A combo's plan as disclosed before paying: the parts' covers and one premium. */
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
    /** The part's own GST rate (0: exempt; decision 075). */
    gst_rate_percent: number;
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

/** A combo's state as shown: quoted, then issuing its parts, issued or failed. */
export type ComboViewState = 'quoted' | 'issuing' | 'issued' | 'failed';

/** `insurances/current`'s combo: its plan's disclosure before paying, its items after. */
export interface ComboCurrent {
  combo_id: string | null;
  name: string;
  state: ComboViewState | null;
  disclosure: ComboDisclosure | null;
  display_data: ComboDisplayData | null;
}

/** GET /insurances/partner/detail: the entry link's partner and how the combo is paid. */
export interface PartnerDetailResponse {
  data: {
    results: {
      partner_id: string;
      partner_name: string;
      instrument_id: number;
      product_name: string | null;
      payment_mode: 'online' | 'partner';
    };
  };
}
