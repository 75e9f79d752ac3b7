import { request } from './request';

// The extended warranty's calls (spec 03 §7, EW-04; decision 044).

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
}

/** POST /ew/pay/offline's body: the spec's {ewId, transactionId, userId}. */
export interface EwPayOfflineBody {
  ewId: string;
  transactionId: string;
  userId: string;
}

type Results<T> = { data: { results: T } };

/** GET /ew/mine: the signed-in user's warranties, newest first. */
export const ewMine = (): Promise<Warranty[]> =>
  request<Results<Warranty[]>>('ew/mine').then((res) => res.data.results);

/** POST /ew/pay/offline (EW-04): records the payment of an active warranty. */
export const ewPayOffline = (body: EwPayOfflineBody): Promise<Warranty> =>
  request<Results<Warranty>>('ew/pay/offline', { method: 'POST', body }).then(
    (res) => res.data.results,
  );
