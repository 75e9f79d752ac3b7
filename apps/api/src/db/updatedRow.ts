import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './types.js';

/**
 * Sets `set` on the rows of `table` that `where` matches; the first row updated, or null when
 * none matched: the compare-and-set moves of the data files (quoted → paid, paid → issuing, …).
 */
export async function updatedRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  set: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .update(table as PgTable)
    .set(set)
    .where(where)
    .returning();
  return (row as T['$inferSelect'] | undefined) ?? null;
}
