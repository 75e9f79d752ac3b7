import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { users } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { updatedRow } from '../../db/updatedRow.js';

export type UserRow = typeof users.$inferSelect;

/** The editable fields of a user record. */
export interface UserPatch {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<UserRow | null> {
  return firstRow(db, users, eq(users.mobile, mobile));
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  if (!UUID.test(id)) return null;
  return firstRow(db, users, eq(users.id, id));
}

/** A verified user other than `exceptId` with this e-mail (case-insensitive). */
export async function verifiedUserWithEmail(
  db: DbOrTx,
  email: string,
  exceptId: string | null = null,
): Promise<UserRow | null> {
  return firstRow(
    db,
    users,
    and(
      eq(users.email, email.toLowerCase()),
      eq(users.isVerified, true),
      exceptId ? ne(users.id, exceptId) : undefined,
    ),
  );
}

/**
 * Inserts a user unless the mobile is taken (ON CONFLICT DO NOTHING, so two racing inserts
 * of one mobile make one user); null when it was.
 */
export async function insertUser(
  db: DbOrTx,
  values: UserPatch & {
    mobile: string;
    isVerified?: boolean;
    createdByVisitorId?: string | null;
    now: Date;
  },
): Promise<UserRow | null> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      ...rest,
      email: rest.email?.toLowerCase() ?? null,
      isVerified: rest.isVerified ?? false,
      createdAt: now,
      updatedAt: now,
      verifiedAt: rest.isVerified ? now : null,
    })
    .onConflictDoNothing({ target: users.mobile })
    .returning();
  return row ?? null;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  patch: UserPatch,
  now: Date,
): Promise<UserRow | null> {
  const set = { ...patch, ...(patch.email ? { email: patch.email.toLowerCase() } : {}) };
  return updatedRow(db, users, { ...set, updatedAt: now }, eq(users.id, id));
}

/** The mobile was proved (OTP, or an admin on the user's behalf). */
export async function markVerified(db: DbOrTx, id: string, now: Date): Promise<UserRow | null> {
  const current = await firstRow(db, users, eq(users.id, id));
  if (!current || current.isVerified) return current;
  return updatedRow(
    db,
    users,
    { isVerified: true, verifiedAt: now, updatedAt: now },
    eq(users.id, id),
  );
}

/** Sets a user's permission list (management.cb). Staff tooling and tests; no HTTP call. */
export async function setPermissions(
  db: DbOrTx,
  id: string,
  permissions: number[],
  now: Date,
): Promise<void> {
  await db.update(users).set({ permissions, updatedAt: now }).where(eq(users.id, id));
}
