// A purchase as the payment-status screen reads it: POST /api/pay/verify, GET
// /api/pay/orders/:orderId and GET /api/payments/:paymentId (decisions 039–041).

export interface PurchaseView {
  purchase_id: string;
  /** `failed`: still unpaid and its latest attempt failed. */
  state: 'pending' | 'paid' | 'fulfilled' | 'failed';
  title: string;
  object_type: number;
  object_id: string;
  amount_paise: number;
  /** The amount in rupees as text ('1,179'), for the retry label. */
  invoice_amount: string;
  gst: { base_paise: number; gst_paise: number; rate_percent: number };
  order_id: string;
  payment_id: string | null;
  /** ISO time of the capture, when paid. */
  paid_at: string | null;
  errors: string[];
  fulfilment: Record<string, string | number | null> | null;
}
