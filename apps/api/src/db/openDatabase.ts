import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import { lockDataDir } from './dataDirLock.js';
import * as schema from './schema.js';
import type { Database, Db } from './types.js';

export interface OpenDatabaseOptions {
  /** `postgres://` or `postgresql://` switches to PostgreSQL through node-postgres. */
  url?: string;
  /** PGlite keeps its files here; without it (and without `url`) PGlite runs in memory. */
  dataDir?: string;
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /**
   * How long to wait for another process to let go of `dataDir` (a restart while the old
   * process is closing) before refusing with DataDirInUse; default 0.
   */
  lockWaitMs?: number;
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
  if (!dataDir) return openPglite(new PGlite(), run, () => {});
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  // One process per embedded database: PGlite takes no lock, and two writers corrupt it.
  const release = await lockDataDir(dir, { waitMs: options.lockWaitMs ?? 0 });
  try {
    return await openPglite(new PGlite(dir), run, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function openPglite(client: PGlite, run: boolean, release: () => void): Promise<Database> {
  const pglite = drizzlePglite({ client, schema });
  if (run) {
    await migratePglite(pglite, { migrationsFolder: migrationsFolder() }).catch(async (error) => {
      await client.close().catch(() => {});
      throw error;
    });
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
  return { db: pglite as unknown as Db, kind: 'pglite', close };
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
