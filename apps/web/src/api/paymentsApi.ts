import type {
  BenefitIssued,
  CheckoutResponse,
  MembershipMine,
  MembershipPlan,
  MyPayment,
  PayInit,
  PurchaseView,
  SandboxPayResult,
} from '@tara/core/contract';
import { request } from './request';

// The payment calls (spec 03 §7; decisions 039–041). Money comes as paise; the spec's rupee
// fields (invoice_amount, discounted_price) as text for display. The answers' types are core's
// contract, the API's schemas checked against them.

export type {
  BenefitIssued,
  CheckoutOptions,
  CheckoutResponse,
  MembershipMine,
  MembershipPlan,
  MyPayment,
  PayInit,
  RefundView,
  SandboxPayResult,
} from '@tara/core/contract';

/** A purchase as the status screen reads it (core's contract). */
export type PurchaseStatus = PurchaseView;

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

/** The session's user's payments, newest first, with their refunds (decision 081). */
export const myPayments = (): Promise<MyPayment[]> =>
  request<Results<{ payments: MyPayment[] }>>('payments/mine').then(
    (res) => res.data.results.payments,
  );

/** The receipt's download link (a GET the browser follows with its cookie). */
export const receiptUrl = (paymentId: string): string =>
  `/api/payments/${encodeURIComponent(paymentId)}/receipt`;

export const membershipPlans = (): Promise<MembershipPlan[]> =>
  request<Results<MembershipPlan[]>>('membership/plans').then(results);

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

/** GET /membership/mine: the session user's memberships and coins. */
export const membershipMine = (): Promise<MembershipMine> =>
  request<Results<MembershipMine>>('membership/mine').then(results);

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
