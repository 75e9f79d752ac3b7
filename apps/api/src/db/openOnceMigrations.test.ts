import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.js';

// The migrations of decision 066 on a database that already holds what the races left: the
// duplicates are folded (purchases) or cancelled (bookings) and nothing paid for is lost.

/** The migrations that add the unique indexes, by the end of their tags (renumbering-proof). */
const OURS = ['_open_purchase_per_object', '_open_booking_per_product'];

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder whose journal stops before the first of ours. */
function folderBeforeOurs(): string {
  const source = migrationsFolder();
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  const meta = join(dir, 'meta');
  mkdirSync(meta);
  for (const f of readdirSync(source))
    if (f.endsWith('.sql')) copyFileSync(join(source, f), join(dir, f));
  const journal = JSON.parse(
    readFileSync(join(source, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const first = journal.entries.findIndex((e) => OURS.some((t) => e.tag.endsWith(t)));
  expect(first).toBeGreaterThan(0);
  const kept = { ...journal, entries: journal.entries.slice(0, first) };
  writeFileSync(join(meta, '_journal.json'), JSON.stringify(kept));
  return dir;
}

interface Subject {
  query: (sql: string) => Promise<Record<string, unknown>[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function pgliteSubject(): Promise<Subject> {
  const client = new PGlite();
  const db = drizzlePglite({ client });
  return {
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresSubject(adminUrl: string): Promise<Subject> {
  const name = `t_mig_${Date.now().toString(36)}${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg({ client: pool });
  return {
    query: async (sql) => (await pool.query(sql)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      // end() resolves before the sockets are gone: wait for them (as testDb.ts does).
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if ((rows[0] as { n: number }).n === 0) break;
        await new Promise((done) => setTimeout(done, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const U = '00000000-0000-4000-8000-000000000001';
const P = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
const B = (n: number) => `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;

const SEED = `
INSERT INTO users (id, mobile, created_at, updated_at) VALUES ('${U}', '9000000001', now(), now());
INSERT INTO purchases (id, user_id, object_type, object_id, title, amount_paise, state, created_at) VALUES
  ('${P(1)}', '${U}', 21, '1', 'Gold', 99900, 'pending', now() - interval '3 minutes'),
  ('${P(2)}', '${U}', 21, '1', 'Gold', 99900, 'pending', now() - interval '2 minutes'),
  ('${P(3)}', '${U}', 21, '1', 'Gold', 99900, 'pending', now() - interval '1 minute'),
  ('${P(4)}', '${U}', 21, '1', 'Gold', 99900, 'fulfilled', now() - interval '1 day'),
  ('${P(5)}', '${U}', 21, '2', 'Platinum', 199900, 'pending', now());
INSERT INTO payment_orders (id, purchase_id, user_id, gateway, amount_paise, currency, receipt, notes, state, created_at, updated_at) VALUES
  ('order_A', '${P(1)}', '${U}', 'sandbox', 99900, 'INR', 'r1', '{}', 'created', now(), now()),
  ('order_B', '${P(2)}', '${U}', 'sandbox', 99900, 'INR', 'r1', '{}', 'attempted', now(), now()),
  ('order_C', '${P(3)}', '${U}', 'sandbox', 99900, 'INR', 'r1', '{}', 'created', now(), now()),
  ('order_D', '${P(4)}', '${U}', 'sandbox', 99900, 'INR', 'r1', '{}', 'paid', now(), now());
INSERT INTO loan_bookings (id, user_id, product, product_id, instrument_id, provider_id, lender_name,
  appointment_date, slot_id, loan_amount_paise, interest_rate_bp, processing_fee_paise, tenure_months,
  payload, created_at) VALUES
  ('${B(1)}', '${U}', 'personal-loan', 2, 5021, 502, 'Axis Bank', '2000-01-03', 1, 1, 1, 1, 12, '{}', now() - interval '9 days'),
  ('${B(2)}', '${U}', 'personal-loan', 2, 5021, 502, 'Axis Bank', '2999-01-03', 1, 1, 1, 1, 12, '{}', now() - interval '3 minutes'),
  ('${B(3)}', '${U}', 'personal-loan', 2, 5021, 502, 'Axis Bank', '2999-01-03', 2, 1, 1, 1, 12, '{}', now() - interval '2 minutes'),
  ('${B(4)}', '${U}', 'personal-loan', 2, 5021, 502, 'Axis Bank', '2999-01-04', 1, 1, 1, 1, 12, '{}', now() - interval '1 minute'),
  ('${B(5)}', '${U}', 'home-loan', 1, 6001, 601, 'SBI', '2999-01-05', 1, 1, 1, 1, 12, '{}', now());
`;

const kinds: [string, () => Promise<Subject>][] = [['pglite', pgliteSubject]];
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) kinds.push(['postgres', () => postgresSubject(adminUrl)]);

describe.each(kinds)('the open-once migrations on %s', (_kind, make) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const f of folders) rmSync(f, { recursive: true, force: true });
  });

  it('fold duplicate pending purchases into the newest and keep every order; cancel extra open bookings', {
    timeout: 120_000,
  }, async () => {
    const subject = await make();
    try {
      const before = folderBeforeOurs();
      folders.push(before);
      await subject.migrate(before);
      for (const statement of SEED.split(';').filter((s) => s.trim())) {
        await subject.query(statement);
      }
      await subject.migrate(migrationsFolder());

      const purchases = await subject.query(
        'SELECT id, state, object_id FROM purchases ORDER BY id',
      );
      expect(purchases).toEqual([
        { id: P(3), state: 'pending', object_id: '1' },
        { id: P(4), state: 'fulfilled', object_id: '1' },
        { id: P(5), state: 'pending', object_id: '2' },
      ]);
      const orders = await subject.query('SELECT id, purchase_id FROM payment_orders ORDER BY id');
      expect(orders).toEqual([
        { id: 'order_A', purchase_id: P(3) },
        { id: 'order_B', purchase_id: P(3) },
        { id: 'order_C', purchase_id: P(3) },
        { id: 'order_D', purchase_id: P(4) },
      ]);
      const bookings = await subject.query('SELECT id, status FROM loan_bookings ORDER BY id');
      expect(bookings).toEqual([
        { id: B(1), status: 'passed' },
        { id: B(2), status: 'open' },
        { id: B(3), status: 'cancelled' },
        { id: B(4), status: 'cancelled' },
        { id: B(5), status: 'open' },
      ]);
      // The indexes hold from now on: a second pending purchase of plan 1 is refused.
      await expect(
        subject.query(
          `INSERT INTO purchases (id, user_id, object_type, object_id, title, amount_paise, state, created_at)
           VALUES ('${P(9)}', '${U}', 21, '1', 'Gold', 99900, 'pending', now())`,
        ),
      ).rejects.toThrow(/purchases_open_object_idx/);
    } finally {
      await subject.close();
    }
  });
});
