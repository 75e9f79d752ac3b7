import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

export type Schema = typeof schema;

/** The database, whichever driver runs it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction of `Db`; data functions take `Db | Tx` so they run inside or outside one. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DbOrTx = Db | Tx;

export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /** PostgreSQL only: the connection pool's counts, for /metrics. PGlite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}
