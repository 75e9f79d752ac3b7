import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.js';
import { openDatabase } from './openDatabase.js';
import type { Database } from './types.js';

// Decision 061: the migration that masks the whole Aadhaar numbers old code stored (the Amex
// journey's step10 answer, and the save responses kept for Idempotency-Key replays). The
// database is migrated to just before it, rows are written as old code wrote them, then the
// migrations run on.

const TAG = /_mask_whole_aadhaar$/;

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops just before the Aadhaar migration. */
async function foldersBefore(): Promise<string> {
  const from = migrationsFolder();
  const dir = await mkdtemp(join(tmpdir(), 'tara-migrations-'));
  await cp(from, dir, { recursive: true });
  const file = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => TAG.test(e.tag));
  if (at < 0) throw new Error('no _mask_whole_aadhaar migration');
  journal.entries = journal.entries.slice(0, at);
  await writeFile(file, JSON.stringify(journal));
  return dir;
}

type Kind = {
  kind: string;
  /** An empty database and the two migration steps: to just before, then to the end. */
  open: () => Promise<{ database: Database; migrate: (folder: string) => Promise<void> }>;
};

const kinds: Kind[] = [
  {
    kind: 'pglite',
    open: async () => {
      const database = await openDatabase({ migrate: false });
      const db = database.db as unknown as Parameters<typeof migratePglite>[0];
      return { database, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }) };
    },
  },
];
const adminUrl = process.env.DATABASE_URL;
const dropped: (() => Promise<void>)[] = [];
if (adminUrl) {
  kinds.push({
    kind: 'postgres',
    open: async () => {
      const name = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), migrate: false });
      dropped.push(async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      });
      const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
      return {
        database: {
          ...database,
          close: async () => {
            await pool.end();
            await database.close();
          },
        },
        migrate: (folder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }),
      };
    },
  });
}
afterAll(async () => {
  for (const drop of dropped) await drop();
});

const rows = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(kinds)('the Aadhaar masking migration on $kind', ({ open }) => {
  it('masks the whole numbers old code stored, and nothing else', async () => {
    const before = await foldersBefore();
    const { database, migrate } = await open();
    try {
      await migrate(before);
      const visitor = randomUUID();
      const now = new Date('2025-06-15T10:00:00Z').toISOString();
      await database.db.execute(
        sql`insert into visitors (id, token_hash, created_at, last_seen_at)
            values (${visitor}, ${visitor}, ${now}, ${now})`,
      );
      const leadsAsOldCodeWrote: [string, unknown][] = [
        [randomUUID(), { aadhaar: '2345-6789-0124', firstname: 'Asha' }],
        [randomUUID(), { aadhaar: '234567890124', accountNumber: '123456789012' }],
        [randomUUID(), { aadhaar: '2345 6789 0124' }],
        [randomUUID(), { aadhaar: 234567890124 }],
        // Already masked (an instant-apply lead), and a lead without one.
        [randomUUID(), { aadhaar: 'XXXX-XXXX-0124' }],
        [randomUUID(), { pancard: 'ABCPE1234F', mobile: '9876543210' }],
      ];
      for (const [id, answers] of leadsAsOldCodeWrote) {
        await database.db.execute(sql`
          insert into leads (id, visitor_id, journey, version, answers, history, last_loc, status,
            created_at, updated_at)
          values (${id}, ${visitor}, 'credit-cards/amex', 1, ${JSON.stringify(answers)}::jsonb,
            '[]'::jsonb, 'credit-card/offers', 'complete', ${now}, ${now})`);
      }
      const response = {
        data: { results: { answers: { aadhaar: '2345-6789-0124', mobile: '9876543210' } } },
      };
      await database.db.execute(sql`
        insert into idempotency_keys (visitor_id, key, request_hash, status_code, response,
          created_at)
        values (${visitor}, 'save-step10', 'h', 200, ${JSON.stringify(response)}::jsonb, ${now})`);

      await migrate(migrationsFolder());

      const answers = await rows<{ id: string; answers: Record<string, unknown> }>(
        database,
        sql`select id, answers from leads`,
      );
      const byId = new Map(answers.map((r) => [r.id, r.answers]));
      expect(leadsAsOldCodeWrote.map(([id]) => byId.get(id))).toEqual([
        { aadhaar: 'XXXX-XXXX-0124', firstname: 'Asha' },
        { aadhaar: 'XXXX-XXXX-0124', accountNumber: '123456789012' },
        { aadhaar: 'XXXX-XXXX-0124' },
        { aadhaar: 'XXXX-XXXX-0124' },
        { aadhaar: 'XXXX-XXXX-0124' },
        { pancard: 'ABCPE1234F', mobile: '9876543210' },
      ]);
      const [kept] = await rows<{ response: unknown; request_hash: string }>(
        database,
        sql`select response, request_hash from idempotency_keys where key = 'save-step10'`,
      );
      expect(kept?.response).toEqual({
        data: { results: { answers: { aadhaar: 'XXXX-XXXX-0124', mobile: '9876543210' } } },
      });
      // The plain hash of the request that carried the number is gone too.
      expect(kept?.request_hash).toBe('unkeyed: dropped (decision 061)');
    } finally {
      await database.close();
      await rm(before, { recursive: true, force: true });
    }
  }, 60_000);
});
