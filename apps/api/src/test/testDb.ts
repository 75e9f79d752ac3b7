import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/openDatabase.js';
import { seedCatalog } from '../db/seed.js';
import type { Database, DbKind } from '../db/types.js';

export interface TestDbKind {
  kind: DbKind;
  /** A fresh, migrated and seeded database; `close` drops it. */
  open: () => Promise<Database>;
}

/**
 * The databases API tests run on: always a fresh in-memory PGlite, and when DATABASE_URL is
 * set (CI), a fresh PostgreSQL database created for the test file and dropped afterwards.
 */
export function testDbKinds(): TestDbKind[] {
  const kinds: TestDbKind[] = [{ kind: 'pglite', open: openPglite }];
  const url = process.env.DATABASE_URL;
  if (url) kinds.push({ kind: 'postgres', open: () => openPostgres(url) });
  return kinds;
}

async function openPglite(): Promise<Database> {
  const database = await openDatabase({});
  await seedCatalog(database.db);
  return database;
}

async function openPostgres(adminUrl: string): Promise<Database> {
  const [database] = await openPostgresTwins(adminUrl, 1);
  return database as Database;
}

/**
 * One fresh PostgreSQL database opened through `count` separate pools, as separate API
 * processes would; closing the first drops the database after closing them all.
 */
export async function openPostgresTwins(adminUrl: string, count = 2): Promise<Database[]> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  for (let i = 0; i < count; i++) opened.push(await openDatabase({ url: url.toString() }));
  const [first] = opened;
  if (!first) throw new Error('no database opened');
  await seedCatalog(first.db);
  const dropAll = async () => {
    for (const d of opened) await d.close().catch(() => {});
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    // A pool's end() resolves before its sockets are gone; a forced drop would kill them
    // mid-goodbye (an uncaught 57P01). Wait for them to leave first.
    for (let i = 0; i < 50; i++) {
      const { rows } = await dropper.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if ((rows[0] as { n: number }).n === 0) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return opened.map((d, i) => (i === 0 ? { ...d, close: dropAll } : d));
}
