import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { verhoeffCheckDigit } from '@tara/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/types.js';

// Decision 061's proof: a whole Aadhaar number typed in a test is found nowhere in storage,
// scanned byte by byte (PGlite's files, heap and WAL) or row by row (every table's rows).

/** A valid Aadhaar number no seed or sample holds (12 digits, Verhoeff check digit). */
export function freshAadhaar(): string {
  const body = `${randomInt(2, 10)}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
  return `${body}${verhoeffCheckDigit(body)}`;
}

/** The ways the number may be written: 12 digits, in groups of 4 with dashes or spaces. */
export function aadhaarSpellings(digits: string): string[] {
  const groups = digits.match(/\d{4}/g) ?? [];
  return [digits, groups.join('-'), groups.join(' ')];
}

/** Every file under `dir` (recursively) holding any of the needles, with the needle found. */
export async function filesHolding(dir: string, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path);
    for (const needle of needles) {
      if (bytes.includes(Buffer.from(needle, 'utf8'))) found.push(`${path}: ${needle}`);
    }
  }
  return found;
}

/** Every row of every table (row::text) holding any of the needles: `table: needle`. */
export async function rowsHolding(database: Database, needles: string[]): Promise<string[]> {
  const tables = (await database.db.execute(
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: { s: string; t: string }[] };
  const found: string[] = [];
  for (const { s, t } of tables.rows) {
    const table = sql.raw(`"${s.replace(/"/g, '""')}"."${t.replace(/"/g, '""')}"`);
    for (const needle of needles) {
      const hits = (await database.db.execute(
        sql`select count(*)::int as n from ${table} r where strpos(r::text, ${needle}) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if ((hits.rows[0]?.n ?? 0) > 0) found.push(`${s}.${t}: ${needle}`);
    }
  }
  return found;
}
