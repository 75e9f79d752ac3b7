import type { DbOrTx } from '../../db/types.js';
import type { Actor } from './deps.js';
import type { AuthLimits } from './policy.js';
import { countHit, rateKey, refuseWhenLimited } from './rateLimit.js';

/**
 * Refuses (429) a new lead made without a logged-in user once its IP has made too many this
 * hour: anonymous lead creation was unbounded (2,000 leads from one IP in five seconds). A
 * logged-in user's leads are their own business; an admin fills many on purpose. Counted in
 * the database, so every API process counts together.
 */
export async function limitAnonymousLead(
  db: DbOrTx,
  actor: Pick<Actor, 'user' | 'ip'>,
  limits: AuthLimits,
  now: Date,
): Promise<void> {
  if (actor.user) return;
  const key = rateKey('anon-lead-ip', actor.ip);
  refuseWhenLimited(await countHit(db, key, limits.anonymousLeadsPerIp, now));
}

/** Refuses (429) a new visitor (a fresh cookie) once its IP has made too many this hour. */
export async function limitNewVisitor(
  db: DbOrTx,
  ip: string,
  limits: AuthLimits,
  now: Date,
): Promise<void> {
  refuseWhenLimited(await countHit(db, rateKey('visitor-ip', ip), limits.visitorsPerIp, now));
}
