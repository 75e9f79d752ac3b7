import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import type { SmsAdapter, SmsMessage } from './types.js';

/**
 * Sends nothing: each message goes to the `sms_outbox` table, so every API process sharing the
 * database (and every test) can read what was "sent" (GET /api/sandbox/sms). Never production.
 */
export function sandboxSms(db: DbOrTx, now: () => Date): SmsAdapter {
  return {
    name: 'sandbox',
    async send(message: SmsMessage) {
      await db.insert(smsOutbox).values({ ...message, createdAt: now() });
    },
  };
}

/** The messages sent to a mobile, newest first. */
export async function sandboxOutbox(db: DbOrTx, mobile: string, limit = 20) {
  return db
    .select({ mobile: smsOutbox.mobile, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
