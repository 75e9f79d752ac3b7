import { eq, sql } from 'drizzle-orm';
import { banks, cards, cities, companies, membershipPlans, pincodes, settings } from './schema.js';
import { bankSeed } from './seed/banks.js';
import { cardSeed } from './seed/cards.js';
import { citySeed } from './seed/cities.js';
import { companySeed } from './seed/companies.js';
import { membershipPlanSeed } from './seed/membershipPlans.js';
import { pincodeSeed } from './seed/pincodes.js';
import type { Db, Tx } from './types.js';

/** Bump when the seed data changes: a database on an older version is re-seeded. */
export const CATALOG_VERSION = '6';
const SEED_LOCK = 7_240_002;

/**
 * Seeds the catalog the journeys need (cities, pincodes, companies, banks, cards and membership plans; no
 * reviews and no ratings: those come from applicants, decision 031) once per catalog version. Idempotent and safe when two processes start together: it runs in one
 * transaction under an advisory lock and upserts by id.
 */
export async function seedCatalog(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx.select().from(settings).where(eq(settings.key, 'catalog_version'));
    if (done?.value === CATALOG_VERSION) return false;
    for (const rows of chunks(
      citySeed.map(({ pins: _pins, code, cat, aliases, ...c }) => ({
        ...c,
        cityCode: code,
        cityCat: cat,
        aliases: aliasesColumn(aliases),
      })),
    )) {
      await tx
        .insert(cities)
        .values(rows)
        .onConflictDoUpdate({
          target: cities.id,
          set: excluded(['name', 'pretty_name', 'state', 'city_code', 'city_cat', 'aliases']),
        });
    }
    await seedPincodes(tx);
    for (const rows of chunks(companySeed)) {
      await tx
        .insert(companies)
        .values(rows)
        .onConflictDoUpdate({
          target: companies.id,
          set: excluded(['name', 'category', 'category_id']),
        });
    }
    await tx
      .insert(banks)
      .values(bankSeed)
      .onConflictDoUpdate({ target: banks.id, set: excluded(['name', 'short_name', 'kind']) });
    await tx
      .insert(cards)
      .values(cardSeed.map((card) => ({ ...card, ratings: null })))
      .onConflictDoUpdate({
        target: cards.id,
        set: excluded([
          'slug',
          'name',
          'issuer_bank_id',
          'provider_alias',
          'joining_fee',
          'annual_fee',
          'discounted_fee',
          'card_type',
          'card_usage',
          'ratings',
          'categories',
          'bullets',
          'eligibility',
          'network',
          'benefits',
          'note',
          'instant_apply',
          'seo',
        ]),
      });
    await tx
      .insert(membershipPlans)
      .values(membershipPlanSeed)
      .onConflictDoUpdate({
        target: membershipPlans.id,
        set: excluded([
          'title',
          'banner',
          'description',
          'price_paise',
          'discounted_price_paise',
          'invoice_amount_paise',
          'plan_coins',
        ]),
      });
    await tx
      .insert(settings)
      .values({ key: 'catalog_version', value: CATALOG_VERSION })
      .onConflictDoUpdate({ target: settings.key, set: { value: CATALOG_VERSION } });
    return true;
  });
}

/**
 * The whole pincode directory (19,000 rows) in one statement, as one JSON parameter: both
 * PGlite and PostgreSQL take it in well under a second, where 500-row parameter lists (at
 * most 65,535 parameters a statement) would need 40 statements. Pincodes of an older catalog
 * (the old ranges held numbers India Post never assigned) are deleted first; nothing refers
 * to a pincode row.
 */
async function seedPincodes(tx: Tx): Promise<void> {
  const rows = pincodeSeed();
  await tx.delete(pincodes);
  const json = JSON.stringify(
    rows.map((r) => ({
      pincode: r.pincode,
      city_id: r.cityId,
      district: r.district,
      state: r.state,
    })),
  );
  await tx.execute(sql`
    INSERT INTO pincodes (pincode, city_id, district, state)
    SELECT pincode, city_id, district, state
    FROM jsonb_to_recordset(${json}::jsonb)
      AS r(pincode text, city_id integer, district text, state text)`);
}

/** `['Bangalore']` → `'|bangalore|'`: one LIKE finds a prefix of any alias. */
const aliasesColumn = (aliases: string[]) =>
  aliases.length === 0 ? '' : `|${aliases.map((a) => a.toLowerCase()).join('|')}|`;

function excluded(columns: string[]) {
  return Object.fromEntries(columns.map((c) => [camel(c), sql.raw(`excluded.${c}`)]));
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

function chunks<T>(rows: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
