import type { Answers, JourneyDef } from '@tara/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/types.js';
import type { DocumentStore } from '../storage/documentStore.js';
import { saveCurrent, stepOf, type Walk } from './businessLoanWalk.js';
import type { TestResponse } from './testApp.js';

/**
 * Saves a loan journey's steps with a branch's sample values from `from` until the lead stands
 * on `until`; any other answer throws (a walk that goes elsewhere is the test's bug).
 */
export async function walkTo(
  database: Database,
  w: Walk,
  j: JourneyDef,
  route: { branch: string; from: string; until: string; overrides?: Answers },
  files?: { store: DocumentStore; bytes: Record<string, Uint8Array> },
  headers: Record<string, string> = {},
): Promise<void> {
  let step: string | null = route.from;
  while (step !== route.until) {
    if (step === null) throw new Error(`${j.prefix}: the walk left before ${route.until}`);
    const res: TestResponse = await saveCurrent(
      database,
      w,
      step,
      route.branch,
      route.overrides ?? {},
      files,
      j,
      headers,
    );
    if (res.statusCode !== 200) throw new Error(`${j.prefix}/${step}: ${res.body}`);
    if (res.json.data.results.pending) throw new Error(`${j.prefix}/${step} waits`);
    const next = stepOf(res.json.metadata.last_loc, j.prefix);
    if (next === step) throw new Error(`${j.prefix}/${step} stays`);
    step = next;
  }
}

/** Every row of every table of the database, as JSON text: what a scan for a secret reads. */
export async function everyRow(database: Database): Promise<string> {
  const tables = await rows(
    database,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  const all: unknown[] = [];
  for (const { name } of tables as { name: string }[]) {
    all.push(name, await rows(database, sql`SELECT * FROM ${sql.identifier(name)}`));
  }
  return JSON.stringify(all);
}

async function rows(database: Database, query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
}
