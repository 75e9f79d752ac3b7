// The insurance lead's calls after the last step (spec 03 §3 and §7, decision 048): the lead
// creation (validate-only before paying, with the payment after), the user's current policy
// and its document. Types only: the API's zod schemas are checked against them.
import type { ComboCurrent, ComboDisclosure, ComboDisplayData } from './combo.js';
import type { OpdData } from './opd.js';
import type { RefundView } from './payments.js';

/** The IRDAI disclosure shown before paying (core's `prePaymentDisclosure`). */
export interface InsuranceDisclosure {
  insurer_name: string;
  product_name: string;
  plan_id: number;
  sum_insured_paise: number;
  /** GST included. */
  premium_paise: number;
  taxable_paise: number;
  gst_paise: number;
  gst_rate_percent: number;
  key_exclusions: string[];
}

/** The lead creation's `display_data` (spec 03 §3). */
export interface InsuranceDisplayData {
  title: string;
  header: string;
  body: {
    title: string;
    pointers: { title: string; value: string }[];
    footer: string;
    /** Insta OPD's (decision 053). */
    opd_data?: OpdData | undefined;
  };
  name: string;
  policy_number: string | null;
  valid_till: string | null;
  status: string;
  policy_download_link: string | null;
  policyFailed: boolean;
  failure: string | null;
}

/** The spec's insurance payment item (PAY-09) with what to pay for (a combo's too). */
export interface InsurancePaymentItem {
  /** The plan id. */
  id: number;
  object_id: string;
  object_type: number;
  /** Rupees, GST included. */
  invoice_amount: number;
  discounted_price: number;
  plan_coins: number;
  banner: string | null;
  title: string;
}

/** A policy's state: quoted (priced, unpaid) → paid → issuing → issued, or failed. */
export type InsurancePolicyState = 'quoted' | 'paid' | 'issuing' | 'issued' | 'failed';

/** POST /insurances/lead/add and /insurances/lombard/lead/add. */
export interface InsuranceLeadAddResponse {
  data: {
    results: {
      lead_id: string;
      policy_id: string;
      state: string;
      payment_item: InsurancePaymentItem | null;
      disclosure: InsuranceDisclosure;
    };
    metadata: {
      display_data: InsuranceDisplayData | null;
      policy_download_link: string | null;
    };
  };
}

/** GET /insurances/current: the user's newest insurance lead and its policy. */
export interface CurrentInsurance {
  lead_id: string;
  journey: string;
  /** The lead creation's path under /api (`insurances/lead/add`, Lombard's own). */
  lead_add_path: string;
  disclosure: InsuranceDisclosure | null;
  policy_state: InsurancePolicyState | null;
  display_data: InsuranceDisplayData | null;
  /** A combo lead's combo (decision 055); absent for a single policy. */
  combo?: ComboCurrent | undefined;
  /** The payment that paid it (pay_…), once paid. */
  payment_id: string | null;
  /** Money given back for it: the insurer refused after payment (decision 081). */
  refunds: RefundView[];
}

export interface InsuranceCurrentResponse {
  data: { results: CurrentInsurance | null };
}

/** GET the policy link: the document as base64 (spec 03 §3). */
export interface PolicyDocumentResponse {
  data: { results: { file: string } };
}

/** POST /insurances/lead/combo/add (decision 055). */
export interface ComboLeadAddResponse {
  data: {
    results: {
      lead_id: string;
      combo_id: string;
      state: string;
      payment_item: InsurancePaymentItem | null;
      /** A partner that collects the payment: where to send the user. */
      partner_payment_link: string | null;
      disclosure: ComboDisclosure;
    };
    metadata: { display_data: ComboDisplayData | null };
  };
}
