// The extended warranty's calls (spec 03 §7, EW-03..EW-05; decision 044). Types only: the
// API's zod schemas are checked against them.

/** A warranty as /ew/mine and /ew/pay/offline answer it (the serial masked, money in paise). */
export interface Warranty {
  ew_id: string;
  state: 'quoted' | 'active';
  plan_id: string;
  plan_title: string;
  cover_years: number;
  category: string;
  brand: string;
  model: string;
  serial_masked: string;
  purchase_date: string;
  invoice_value_paise: number;
  premium_paise: number;
  /** Rupees as text ('2,125'). */
  premium: string;
  gst: {
    base_paise: number;
    gst_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    rate_percent: number;
  };
  certificate_no: string | null;
  cover_from: string | null;
  cover_to: string | null;
  payment_id: string | null;
  offline_recorded: boolean;
  /** Every plan priced for the same invoice value, GST included (decision 086). */
  plans: { plan_id: string; plan_title: string; cover_years: number; premium_paise: number }[];
  /** Who honours the claims; `sample` while the provider is a placeholder. */
  provider: { name: string; sample: boolean };
  /** How to claim: the steps and the claims desk. */
  claim: { steps: string[]; email: string | null; phone: string | null };
  /** An active warranty's certificate (PDF, its owner's session only); null for a quote. */
  certificate_url: string | null;
}

/** POST /ew/pay/offline. */
export interface EwOneResponse {
  data: { results: Warranty };
}

/** GET /ew/mine: the signed-in user's warranties, newest first. */
export interface EwMineResponse {
  data: { results: Warranty[] };
}

/** POST /ew/pay/offline's body: the spec's {ewId, transactionId, userId}. */
export interface EwPayOfflineBody {
  ewId: string;
  transactionId: string;
  userId: string;
}

/** POST /ew/user/register and /ew/user/update: the ew journey's own user (EW-07). */
export interface EwUserResponse {
  data: { results: { action: 'add' | 'update'; id: string; mobile: string } };
}
