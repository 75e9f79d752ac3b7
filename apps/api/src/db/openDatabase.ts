import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema.js';
import type { Database, Db } from './types.js';

export interface OpenDatabaseOptions {
  /** `postgres://` or `postgresql://` switches to PostgreSQL through node-postgres. */
  url?: string;
  /** PGlite keeps its files here; without it (and without `url`) PGlite runs in memory. */
  dataDir?: string;
  /** Apply the migrations (default true). */
  migrate?: boolean;
}

// Any number: one lock for "migrating this database", shared by every API process.
const MIGRATION_LOCK = 7_240_001;

/** Opens the database: embedded PGlite by default, PostgreSQL when a URL is given. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const { url, dataDir } = options;
  const run = options.migrate !== false;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    if (run) await migratePostgres(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  if (url) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  const pglite = drizzlePglite({ client, schema });
  if (run) await migratePglite(pglite, { migrationsFolder: migrationsFolder() });
  return { db: pglite as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Migrates under an advisory lock so two processes starting together do not race. */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
