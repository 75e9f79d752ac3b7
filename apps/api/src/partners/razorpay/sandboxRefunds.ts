import { asc, eq } from 'drizzle-orm';
import { sandboxGatewayRefunds } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { razorpayId } from './razorpayIds.js';
import { sandboxPayment } from './sandboxBook.js';
import { GatewayError, type GatewayRefund, type RefundRequest } from './types.js';

// The sandbox gateway's refunds (decision 081), kept in its own table and answered as Razorpay
// answers them: a normal refund of a captured payment, never more than is left of it.

type Row = typeof sandboxGatewayRefunds.$inferSelect;

const asRefund = (row: Row): GatewayRefund => ({
  id: row.id,
  payment_id: row.paymentId,
  amount: row.amountPaise,
  receipt: row.receipt,
  // Razorpay's test mode, like most live normal refunds, answers processed at once.
  status: 'processed',
});

export async function sandboxRefunds(db: DbOrTx, paymentId: string): Promise<GatewayRefund[]> {
  const rows = await db
    .select()
    .from(sandboxGatewayRefunds)
    .where(eq(sandboxGatewayRefunds.paymentId, paymentId))
    .orderBy(asc(sandboxGatewayRefunds.createdAt));
  return rows.map(asRefund);
}

/** Razorpay's refusals: an unknown or uncaptured payment, or more than is left to refund. */
export async function sandboxRefund(
  db: DbOrTx,
  paymentId: string,
  request: RefundRequest,
): Promise<GatewayRefund> {
  const payment = await sandboxPayment(db, paymentId);
  if (payment?.status !== 'captured') {
    throw new GatewayError('Razorpay: The payment has not been captured', 400);
  }
  const refunded = (await sandboxRefunds(db, paymentId)).reduce((sum, r) => sum + r.amount, 0);
  if (request.amountPaise < 100 || request.amountPaise > payment.amount - refunded) {
    throw new GatewayError('Razorpay: The refund amount is not valid for this payment', 400);
  }
  const row: Row = {
    id: razorpayId('rfnd'),
    paymentId,
    amountPaise: request.amountPaise,
    receipt: request.receipt,
    createdAt: new Date(),
  };
  await db.insert(sandboxGatewayRefunds).values(row);
  return asRefund(row);
}
