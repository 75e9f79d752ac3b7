import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './types.js';

/**
 * The first row of `table` that `where` matches (in `orderBy` order when given), or null: the
 * one-row reads of the data files (by id, by a unique key, the newest of a kind).
 */
export async function firstRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  ...orderBy: (PgColumn | SQL)[]
): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}
