import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id in Razorpay's shape: a prefix and 14 base-62 characters (order_…, pay_…, evt_…, rfnd_…). */
export function razorpayId(prefix: 'order' | 'pay' | 'evt' | 'rfnd'): string {
  let tail = '';
  for (let i = 0; i < 14; i++) tail += BASE62[randomInt(0, 62)];
  return `${prefix}_${tail}`;
}

/** Whether `id` has that shape. */
export const isRazorpayId = (prefix: 'order' | 'pay' | 'evt', id: string): boolean =>
  new RegExp(`^${prefix}_[0-9A-Za-z]{14}$`).test(id);
