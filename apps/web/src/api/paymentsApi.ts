import type { PurchaseView } from '@tara/core/contract';
import { request } from './request';

// The payment calls (spec 03 §7; decisions 039–041). Money comes as paise; the spec's rupee
// fields (invoice_amount, discounted_price) as text for display.

export interface CheckoutOptions {
  name: string;
  description: string;
  prefill: { name: string; contact: string; email: string };
  notes: Record<string, string>;
}

/** /pay/init's answer: the order (`pg_response.id`), the key and the checkout's options. */
export interface PayInit {
  pg_response: { id: string; amount: number; currency: string; receipt: string };
  pg_api_key: string;
  pg_mode: 'sandbox' | 'live';
  purchase_id: string;
  checkout: CheckoutOptions;
}

/** What Razorpay's checkout (and our sandbox's) hands its handler. */
export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** A purchase as the status screen reads it (core's contract). */
export type PurchaseStatus = PurchaseView;

export interface MembershipPlan {
  id: number;
  title: string;
  banner: string;
  description: string;
  price: string;
  discounted_price: string;
  invoice_amount: string;
  plan_coins: number;
  invoice_amount_paise: number;
  discounted_price_paise: number;
}

type Results<T> = { data: { results: T } };
const results = <T>(res: Results<T>): T => res.data.results;

/** POST /pay/init (PAY-03): amount in rupees, as the spec's clients send it. */
export const payInit = (body: {
  userId: string;
  amount: string;
  objectType: number;
  objectId: string;
}): Promise<PayInit> =>
  request<Results<PayInit>>('pay/init', {
    method: 'POST',
    body: { deviceType: 1, pg: 1, ...body, amount: body.amount.replace(/,/g, '') },
  }).then(results);

/** POST /membership/pay/initiate (PAY-04). */
export const membershipPayInitiate = (userId: string, planId: number): Promise<PayInit> =>
  request<Results<PayInit>>('membership/pay/initiate', {
    method: 'POST',
    body: { userId, objectType: 21, planId },
  }).then(results);

export const verifyPayment = (response: CheckoutResponse): Promise<PurchaseStatus> =>
  request<Results<PurchaseStatus>>('pay/verify', { method: 'POST', body: response }).then(results);

export const orderStatus = (orderId: string): Promise<PurchaseStatus> =>
  request<Results<PurchaseStatus>>(`pay/orders/${encodeURIComponent(orderId)}`).then(results);

export const paymentStatus = (paymentId: string): Promise<PurchaseStatus> =>
  request<Results<PurchaseStatus>>(`payments/${encodeURIComponent(paymentId)}`).then(results);

/** The receipt's download link (a GET the browser follows with its cookie). */
export const receiptUrl = (paymentId: string): string =>
  `/api/payments/${encodeURIComponent(paymentId)}/receipt`;

export const membershipPlans = (): Promise<MembershipPlan[]> =>
  request<Results<MembershipPlan[]>>('membership/plans').then(results);

export type SandboxPayResult =
  | { status: 'captured'; response: CheckoutResponse }
  | {
      status: 'failed';
      error: { description: string; metadata: { order_id: string; payment_id: string } };
    };

/** The sandbox gateway's side of its checkout (sandbox mode only). */
export const sandboxPay = (body: {
  order_id: string;
  method: 'upi' | 'card';
  vpa?: string;
  card_number?: string;
}): Promise<SandboxPayResult> =>
  request<Results<SandboxPayResult>>('sandbox/razorpay/pay', { method: 'POST', body }).then(
    results,
  );

export interface MembershipMine {
  memberships: {
    id: string;
    plan_id: number;
    title: string;
    plan_coins: number;
    starts_at: string;
  }[];
  /** The balance: the sum of the coin ledger. */
  coins: number;
  /** Member benefits issued (decision 046): for coins, or paid (amount_paise). */
  benefits: {
    issuance_id: string;
    benefit_id: number;
    coins: number;
    amount_paise: number;
    issued_at: string;
  }[];
  history: { coins: number; reason: string; created_at: string }[];
}

/** GET /membership/mine: the session user's memberships and coins. */
export const membershipMine = (): Promise<MembershipMine> =>
  request<Results<MembershipMine>>('membership/mine').then(results);

export interface BenefitIssued {
  issuance_id: string;
  object_type: number;
  coins_spent: number;
  coins: number;
}

/** The membership issuance call (PAY-06; decision 046): a member benefit for its coins. */
export const issueBenefit = (body: {
  userId: string;
  membershipId: string;
  membershipBenefitId: number;
  planId: number;
}): Promise<BenefitIssued> =>
  request<Results<BenefitIssued>>('membership/benefits/issue', { method: 'POST', body }).then(
    results,
  );

/** POST /membership/benefits/pg-purchase (PAY-05): a benefit at the member price. */
export const benefitPgPurchase = (body: {
  userId: string;
  membershipBenefitId: number;
  planId: number;
  discountId: number | null;
}): Promise<PayInit> =>
  request<Results<PayInit>>('membership/benefits/pg-purchase', { method: 'POST', body }).then(
    results,
  );
