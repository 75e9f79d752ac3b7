import { checkoutDescription } from '@tara/core';
import { httpError } from '../../http/errors.js';
import { orderRequestProblems } from '../../partners/razorpay/orderRules.js';
import { GatewayError } from '../../partners/razorpay/types.js';
import type { UserRow } from '../users/data.js';
import {
  countOrders,
  findOrder,
  findPurchase,
  handOutOrder,
  type OrderRow,
  openPurchase,
  type PurchaseRow,
} from './data.js';
import type { PaymentsDeps } from './deps.js';
import type { PurchaseQuote } from './purchasable.js';

export const AMOUNT_MISMATCH = 'The amount does not match the price. Please refresh and try again.';
export const UNKNOWN_OBJECT_TYPE = 'This item cannot be bought online';
export const NOT_FOR_SALE = 'This item is not available';
export const GATEWAY_DOWN = 'We could not reach the payment gateway. Please try again.';

export interface PurchaseRequest {
  objectType: number;
  objectId: string;
  /** The amount the browser showed, in paise; must be the server's price when given. */
  amountPaise?: number;
}

export interface StartedPurchase {
  orderId: string;
  amountPaise: number;
  currency: string;
  receipt: string;
  keyId: string;
  mode: 'sandbox' | 'live';
  description: string;
  title: string;
  notes: Record<string, string>;
  purchaseId: string;
}

/**
 * How long an order handed out stays the answer to /pay/init (decision 066): a checkout is not
 * left open longer; past it a new order is opened (the old one is still settled if paid).
 */
export const ORDER_REUSE_MS = 30 * 60_000;

/** An order a new /pay/init may hand out again: not yet tried, paid or expired. */
const reusable = (order: OrderRow | null, now: Date): order is OrderRow =>
  order !== null &&
  order.state === 'created' &&
  order.paymentId === null &&
  now.getTime() - order.createdAt.getTime() < ORDER_REUSE_MS;

/**
 * Starts (or resumes) the user's purchase of an object (decisions 041, 066): the price is the
 * purchasable's, never the browser's; an amount that differs is refused. The user has one
 * pending purchase of an object and it one open order: a repeated or racing call gets that
 * order back; a new order is opened only when there is none, its payment failed or it expired.
 * The order is created outside any transaction (a network call), then handed out by
 * compare-and-set: a racing call that lost answers the winner's order (its own is never
 * stored, so never paid).
 */
export async function startPurchase(
  deps: PaymentsDeps,
  user: UserRow,
  request: PurchaseRequest,
): Promise<StartedPurchase> {
  const purchasable = deps.purchasables.get(request.objectType);
  if (!purchasable) throw httpError(400, UNKNOWN_OBJECT_TYPE);
  const quote = await purchasable.quote(deps.db, request.objectId, user.id);
  if (!quote) throw httpError(404, NOT_FOR_SALE);
  if (request.amountPaise !== undefined && request.amountPaise !== quote.amountPaise) {
    throw httpError(400, AMOUNT_MISMATCH);
  }
  const now = deps.now();
  for (let round = 0; round < 3; round++) {
    const purchase = await openPurchase(deps.db, {
      userId: user.id,
      objectType: request.objectType,
      objectId: quote.objectId,
      title: quote.title,
      amountPaise: quote.amountPaise,
      createdAt: now,
    });
    const seen = purchase.openOrderId;
    const current = seen ? await findOrder(deps.db, seen) : null;
    if (reusable(current, now)) return started(deps, quote, purchase, current);
    const order = await openOrder(deps, purchase, now);
    if (await handOutOrder(deps.db, seen, order)) return started(deps, quote, purchase, order);
    // Another call handed out its order first: that one is the answer to this call too.
    const after = await findPurchase(deps.db, purchase.id);
    const theirs = after?.state === 'pending' && after.openOrderId;
    const winner = theirs ? await findOrder(deps.db, theirs) : null;
    if (after && winner) return started(deps, quote, after, winner);
  }
  throw new Error('no order handed out after three rounds');
}

/** A new gateway order for the purchase's next attempt (not stored yet). */
async function openOrder(deps: PaymentsDeps, purchase: PurchaseRow, now: Date) {
  const attempt = (await countOrders(deps.db, purchase.id)) + 1;
  // ≤ 40 characters: 'r' + attempt + '_' + the purchase's 32 hex digits.
  const receipt = `r${attempt}_${purchase.id.replace(/-/g, '')}`.slice(0, 40);
  const notes = {
    purchase_id: purchase.id,
    object_type: String(purchase.objectType),
    object_id: purchase.objectId,
  };
  const orderRequest = {
    amountPaise: purchase.amountPaise,
    currency: 'INR' as const,
    receipt,
    notes,
  };
  const problems = orderRequestProblems(orderRequest);
  if (problems.length > 0) throw new Error(`bad order request: ${problems.join('; ')}`);
  const order = await deps.gateway.createOrder(orderRequest).catch((error: unknown) => {
    if (error instanceof GatewayError) throw httpError(502, GATEWAY_DOWN);
    throw error;
  });
  return {
    id: order.id,
    purchaseId: purchase.id,
    userId: purchase.userId,
    gateway: deps.gateway.mode,
    amountPaise: order.amount,
    currency: order.currency,
    receipt,
    notes,
    state: 'created' as const,
    createdAt: now,
    updatedAt: now,
  };
}

function started(
  deps: PaymentsDeps,
  quote: PurchaseQuote,
  purchase: PurchaseRow,
  order: Pick<OrderRow, 'id' | 'amountPaise' | 'currency' | 'receipt' | 'notes'>,
): StartedPurchase {
  return {
    orderId: order.id,
    amountPaise: order.amountPaise,
    currency: order.currency,
    receipt: order.receipt,
    keyId: deps.gateway.keyId,
    mode: deps.gateway.mode,
    description: checkoutDescription(quote.discountedPaise),
    title: quote.title,
    notes: order.notes,
    purchaseId: purchase.id,
  };
}
