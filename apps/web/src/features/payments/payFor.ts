import type { PaymentItem } from '../../api/insuranceApi';
import { type PayInit, payInit } from '../../api/paymentsApi';
import type { Navigate } from '../../app/router';
import type { CheckoutOutcome } from './checkoutTypes';
import { type Purchase, payThrough } from './payThrough';

/** Opens an order for the purchase's invoice amount (POST /pay/init), then pays it through. */
export async function payFor(
  userId: string,
  purchase: Purchase,
  open: (init: PayInit) => Promise<CheckoutOutcome>,
  navigate: Navigate,
): Promise<'dismissed' | 'done'> {
  const init = await payInit({
    userId,
    amount: purchase.invoiceAmount,
    objectType: purchase.objectType,
    objectId: purchase.objectId,
  });
  return payThrough(init, purchase, open, navigate);
}

/** An insurance payment item (a policy's or a combo's) as the purchase of that object type. */
export const itemPurchase = (objectType: number, item: PaymentItem): Purchase => ({
  objectType,
  objectId: item.object_id,
  title: item.title,
  invoiceAmount: String(item.invoice_amount),
  discountedPrice: String(item.discounted_price),
});
