import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IfscDirectory } from '@tara/core';
import { asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { banks, cities, companies, pincodes } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import { packageRoot } from '../../paths.js';

export interface Page {
  q: string;
  offset: number;
  limit: number;
}

export type CityRow = typeof cities.$inferSelect;

/** `%`, `_` and `\` typed by the user match themselves. */
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Prefix matches first, then the rest of the contains matches; alphabetical within each. */
function matching(
  columns: AnyPgColumn[],
  q: string,
  aliases?: AnyPgColumn,
): { where: SQL; rank: SQL } {
  const contains = `%${escapeLike(q)}%`;
  const prefix = `${escapeLike(q)}%`;
  const anyOf = [...columns.map((c) => ilike(c, contains))];
  const prefixes = [...columns.map((c) => ilike(c, prefix))];
  // Aliases are stored as '|bangalore|bengalooru|': a prefix of one follows a '|'.
  const typed = escapeLike(q.replaceAll('|', ''));
  if (aliases && typed !== '') {
    anyOf.push(ilike(aliases, `%${typed}%`));
    prefixes.push(ilike(aliases, `%|${typed}%`));
  }
  const where = or(...anyOf) as SQL;
  const prefixed = or(...prefixes) as SQL;
  return { where, rank: sql`CASE WHEN ${prefixed} THEN 0 ELSE 1 END` };
}

export async function searchCities(db: DbOrTx, page: Page): Promise<CityRow[]> {
  const { where, rank } = matching([cities.prettyName, cities.name], page.q, cities.aliases);
  return db
    .select()
    .from(cities)
    .where(where)
    .orderBy(rank, asc(cities.prettyName))
    .offset(page.offset)
    .limit(page.limit);
}

export async function searchCompanies(db: DbOrTx, page: Page) {
  const { where, rank } = matching([companies.name], page.q);
  return db
    .select()
    .from(companies)
    .where(where)
    .orderBy(rank, asc(companies.name))
    .offset(page.offset)
    .limit(page.limit);
}

export async function searchBanks(db: DbOrTx, page: Page) {
  const { where, rank } = matching([banks.name, banks.shortName], page.q);
  return db
    .select()
    .from(banks)
    .where(where)
    .orderBy(rank, asc(banks.name))
    .offset(page.offset)
    .limit(page.limit);
}

export type PincodeRow = typeof pincodes.$inferSelect;

/** The directory's entry for a pincode and its product city (null outside them), or null. */
export async function pincodeEntry(
  db: DbOrTx,
  pincode: string,
): Promise<{ pincode: PincodeRow; city: CityRow | null } | null> {
  const [row] = await db
    .select({ pincode: pincodes, city: cities })
    .from(pincodes)
    .leftJoin(cities, eq(cities.id, pincodes.cityId))
    .where(eq(pincodes.pincode, pincode));
  return row ?? null;
}

/** Exact, case-insensitive name or alias matches (what a picked suggestion must be). */
export async function citiesNamed(db: DbOrTx, name: string): Promise<CityRow[]> {
  const exact = escapeLike(name);
  const alias = `%|${escapeLike(name.replaceAll('|', ''))}|%`;
  return db
    .select()
    .from(cities)
    .where(
      or(ilike(cities.prettyName, exact), ilike(cities.name, exact), ilike(cities.aliases, alias)),
    )
    .orderBy(asc(cities.id))
    .limit(1);
}

export async function companiesNamed(db: DbOrTx, name: string) {
  return db
    .select()
    .from(companies)
    .where(ilike(companies.name, escapeLike(name)))
    .limit(1);
}

export async function banksNamed(db: DbOrTx, name: string) {
  return db
    .select()
    .from(banks)
    .where(or(ilike(banks.name, escapeLike(name)), ilike(banks.shortName, escapeLike(name))))
    .limit(1);
}

let ifscDirectory: IfscDirectory | undefined;

/**
 * Every IFSC branch (refdata/ifsc.tsv, Razorpay's dataset), read on first use and kept:
 * 177,000 codes take about 0.5 MB of text and a few MB of memory, far cheaper than a table
 * seeded into every fresh database, and a file never changes while the process runs.
 */
export function ifscBranches(): IfscDirectory {
  ifscDirectory ??= IfscDirectory.parse(
    readFileSync(join(packageRoot(), 'refdata/ifsc.tsv'), 'utf8'),
  );
  return ifscDirectory;
}
