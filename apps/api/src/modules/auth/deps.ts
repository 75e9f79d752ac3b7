import type { Db, DbOrTx } from '../../db/types.js';
import type { SmsAdapter } from '../../partners/sms/types.js';
import type { UserRow } from '../users/data.js';
import type { AuthLimits } from './policy.js';

/** What the identity code needs: the database, the clock, the SMS adapter and the policy. */
export interface AuthDeps {
  db: Db;
  now: () => Date;
  secureCookies: boolean;
  limits: AuthLimits;
  sms: SmsAdapter;
  /** The HMAC key of OTP hashes (OTP_SECRET, or the one kept in settings). */
  otpKey: () => Promise<Buffer>;
  /**
   * At login, inside the login's transaction: the visitor's anonymous records become the
   * user's (the leads module's claim; given here so auth does not import the modules above it).
   */
  claimVisitor: (tx: DbOrTx, visitorId: string, userId: string, now: Date) => Promise<unknown>;
}

/** Who is asking: the visitor cookie, the session's user, and whether that user is an admin. */
export interface Actor {
  visitorId: string | null;
  user: UserRow | null;
  /** Only ever true inside a live session of a user whose permissions hold an admin one. */
  isAdmin: boolean;
  ip: string;
}

/** The owner an actor's leads are found by: its visitor cookie or its session's user. */
export const ownerOf = (actor: Actor): { visitorId: string | null; userId: string | null } => ({
  visitorId: actor.visitorId,
  userId: actor.user?.id ?? null,
});
