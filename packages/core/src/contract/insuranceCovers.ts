// The insurance journeys' supporting calls (spec 03 §7; decisions 048, 052, 054): the pincode
// check, the shop instruments, a lead's cover, the person covers' premium and brochure, and
// the cashless hospitals. Types only: the API's zod schemas are checked against them.
import type { InsuranceDisclosure } from './insurance.js';

/** POST /insurances/validate_pincode. */
export interface ValidatePincodeResponse {
  data: { results: { pincode: string; city: string; state: string | null } };
}

/** A shop cover's instrument with its plans, in the neutral order (GET /instrument/shop). */
export interface ShopInstrument {
  instrument_id: number;
  slug: string;
  name: string;
  insurer_name: string;
  plans: {
    /** The plan id (the radio value). */
    id: number;
    sum_insured_paise: number;
    /** GST included. */
    premium_paise: number;
    label: string;
  }[];
}

export interface ShopInstrumentsResponse {
  data: { results: ShopInstrument[] };
}

/** POST /insurances/insurance_covers: {lead_id}. */
export interface InsuranceCoversResponse {
  data: { results: { lead_id: string; cover: InsuranceDisclosure } };
}

/** POST /insurances/get_updated_premium: a person cover's premium for the insured's age. */
export interface UpdatedPremium {
  cover: string;
  product_name: string;
  insurer_name: string;
  plan_id: number;
  sum_insured_paise: number;
  /** GST included. */
  premium_paise: number;
  taxable_paise: number;
  gst_paise: number;
  gst_rate_percent: number;
  premium_text: string;
  voluntary: boolean;
  /** Off for the voluntary dengue-and-malaria group policy. */
  hospicash: boolean;
}

export interface UpdatedPremiumResponse {
  data: { results: UpdatedPremium };
}

/** POST /store/singapore_global_fest_data: the e-mail brochure. */
export interface BrochureResponse {
  data: { results: { link: string; emailed: true } };
}

export type HospitalNetwork = 'HDFCERGO' | 'Kotak';

/** One cashless hospital of POST /insurances/get_hospital_list (decision 052). */
export interface CashlessHospital {
  id: string;
  name: string;
  address: string;
  city: string;
  pincode: string;
}

/** POST /insurances/get_hospital_list's body as the browser sends it. */
export interface HospitalListQuery {
  pincode: string;
  hospital_network_type: HospitalNetwork;
  plan_instrument_id: number;
}

export interface HospitalListResponse {
  data: {
    results: {
      pincode: string;
      city: string;
      hospital_network_type: HospitalNetwork;
      hospitals: CashlessHospital[];
      /**
       * True while no network's list is wired: the hospitals are the sandbox's sample data,
       * labelled so wherever they are shown (issue 22 §2, decision 083).
       */
      sample: boolean;
    };
  };
}
