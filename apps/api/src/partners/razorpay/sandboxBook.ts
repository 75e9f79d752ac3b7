import { asc, eq } from 'drizzle-orm';
import { paymentOrders, sandboxGatewayPayments } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import type { GatewayPayment } from './types.js';

// The sandbox gateway's records (decision 039): its payments in their own table; an order's
// amount and receipt are read from the stored order, which the sandbox created.

type Row = typeof sandboxGatewayPayments.$inferSelect;

const asPayment = (row: Row): GatewayPayment => ({
  id: row.id,
  order_id: row.orderId,
  amount: row.amountPaise,
  currency: 'INR',
  status: row.status,
  method: row.method,
  error_description: row.errorDescription,
});

export async function sandboxOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      id: paymentOrders.id,
      amountPaise: paymentOrders.amountPaise,
      receipt: paymentOrders.receipt,
      gateway: paymentOrders.gateway,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  return row?.gateway === 'sandbox' ? row : null;
}

export async function insertSandboxPayment(db: DbOrTx, row: Row): Promise<GatewayPayment> {
  await db.insert(sandboxGatewayPayments).values(row);
  return asPayment(row);
}

export async function sandboxPayment(db: DbOrTx, id: string): Promise<GatewayPayment | null> {
  const [row] = await db
    .select()
    .from(sandboxGatewayPayments)
    .where(eq(sandboxGatewayPayments.id, id));
  return row ? asPayment(row) : null;
}

export async function sandboxOrderPayments(db: DbOrTx, orderId: string): Promise<GatewayPayment[]> {
  const rows = await db
    .select()
    .from(sandboxGatewayPayments)
    .where(eq(sandboxGatewayPayments.orderId, orderId))
    .orderBy(asc(sandboxGatewayPayments.createdAt));
  return rows.map(asPayment);
}
