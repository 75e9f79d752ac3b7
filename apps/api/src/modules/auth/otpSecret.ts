import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema.js';
import type { Db } from '../../db/types.js';

const SETTING = 'otp_hmac_secret';

/**
 * The key OTPs are hashed with: OTP_SECRET when configured, else a random 256-bit secret made
 * once and kept in `settings` (insert-if-absent, then read, so every process uses the same).
 * Read once per app.
 */
export function otpKeyLoader(db: Db, configured?: string): () => Promise<Buffer> {
  let loaded: Promise<Buffer> | null = null;
  const load = async (): Promise<Buffer> => {
    if (configured) return Buffer.from(configured, 'utf8');
    const fresh = randomBytes(32).toString('hex');
    await db.insert(settings).values({ key: SETTING, value: fresh }).onConflictDoNothing();
    const [row] = await db.select().from(settings).where(eq(settings.key, SETTING));
    if (!row) throw new Error('OTP secret missing from settings');
    return Buffer.from(row.value, 'hex');
  };
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
}
