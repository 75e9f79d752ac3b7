import { checkoutDescription } from '@tara/core';
import { httpError } from '../../http/errors.js';
import { orderRequestProblems } from '../../partners/razorpay/orderRules.js';
import { GatewayError } from '../../partners/razorpay/types.js';
import type { UserRow } from '../users/data.js';
import { countOrders, findPendingPurchase, insertOrder, insertPurchase } from './data.js';
import type { PaymentsDeps } from './deps.js';

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
 * Starts (or resumes) the user's purchase of an object and opens a new gateway order for this
 * attempt (decision 041): the price is the purchasable's, never the browser's; an amount that
 * differs is refused. The order is created outside any transaction (a network call) and
 * stored with its state once the gateway answered.
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
  const purchase =
    (await findPendingPurchase(deps.db, user.id, request.objectType, request.objectId)) ??
    (await insertPurchase(deps.db, {
      userId: user.id,
      objectType: request.objectType,
      objectId: request.objectId,
      title: quote.title,
      amountPaise: quote.amountPaise,
      createdAt: now,
    }));
  const attempt = (await countOrders(deps.db, purchase.id)) + 1;
  // ≤ 40 characters: 'r' + attempt + '_' + the purchase's 32 hex digits.
  const receipt = `r${attempt}_${purchase.id.replace(/-/g, '')}`.slice(0, 40);
  const notes = {
    purchase_id: purchase.id,
    object_type: String(request.objectType),
    object_id: request.objectId,
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
  await insertOrder(deps.db, {
    id: order.id,
    purchaseId: purchase.id,
    userId: user.id,
    gateway: deps.gateway.mode,
    amountPaise: order.amount,
    currency: order.currency,
    receipt,
    notes,
    state: 'created',
    createdAt: now,
    updatedAt: now,
  });
  return {
    orderId: order.id,
    amountPaise: order.amount,
    currency: order.currency,
    receipt,
    keyId: deps.gateway.keyId,
    mode: deps.gateway.mode,
    description: checkoutDescription(quote.discountedPaise),
    title: quote.title,
    notes,
    purchaseId: purchase.id,
  };
}
