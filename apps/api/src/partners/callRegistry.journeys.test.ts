import {
  EW_PAY_CALL,
  journeys,
  MEMBERSHIP_PAY_CALL,
  PARTNER_CALL_USES,
  partnerCallUse,
} from '@tara/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_MODULES } from '../apiModules.js';
import { appDeps } from '../appDeps.js';
import type { Database } from '../db/types.js';
import { assertCallsClassified } from '../modules/calls/callGate.js';
import { partnerCallRegistry } from './callRegistry.js';
import type { PartnerCall } from './partnerCall.js';

// Every module's calls, built as app.ts builds them, on sandbox clients. Names and outcomes
// only: no call runs, so the database is never touched.
const database = { kind: 'pglite', db: null } as unknown as Database;
const deps = appDeps(Fastify(), { database }, API_MODULES, new Map<string, PartnerCall>());
const declared = API_MODULES.flatMap((m) =>
  (m.calls?.(deps) ?? []).map((call) => ({ module: m.name, call })),
);
const registry = partnerCallRegistry(declared.map((d) => d.call));

const stepCalls = journeys.flatMap((j) =>
  j.steps.flatMap((s) => (s.call ? [{ journey: j.prefix, step: s.id, call: s.call }] : [])),
);

describe('every partner call a journey names', () => {
  it('there are some (the business loan names eleven)', () => {
    expect(new Set(stepCalls.map((c) => c.call.name)).size).toBeGreaterThanOrEqual(11);
  });

  it.each(stepCalls.map((c) => [`${c.journey} ${c.step} ${c.call.name}`, c] as const))(
    '%s is registered and answers exactly the step’s outcomes',
    (_, { call }) => {
      const adapter = registry.get(call.name);
      expect(adapter, `no partner call named ${call.name}`).toBeDefined();
      expect(new Set(adapter?.outcomes)).toEqual(new Set(call.outcomes));
    },
  );
});

describe('the modules’ partner calls', () => {
  it('declare each call once, in one module', () => {
    const names = declared.map((d) => d.call.name);
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    expect(twice).toEqual([]);
    expect(registry.size).toBe(declared.length);
  });

  it('derive the calls fulfilment answers: the payment steps, and only they', () => {
    const settled = [...registry.values()].filter((c) => c.settledBy === 'purchase');
    expect(settled.map((c) => c.name).sort()).toEqual([EW_PAY_CALL, MEMBERSHIP_PAY_CALL].sort());
    for (const call of settled) expect(call.outcomes).toEqual(['paid']);
  });
});

// Decision 063: every registered call says whether it pulls a credit report or sends an
// application (core's PARTNER_CALL_USES); the table names no call that does not exist.
describe('every registered partner call is classified', () => {
  it.each(declared.map((d) => [`${d.module}: ${d.call.name}`, d.call.name] as const))(
    '%s is classified',
    (_, name) => {
      expect(partnerCallUse(name), `${name} is not in PARTNER_CALL_USES`).toBeDefined();
    },
  );

  it('classifies only registered calls, and the app refuses to start with one unclassified', () => {
    expect(Object.keys(PARTNER_CALL_USES).filter((name) => !registry.has(name))).toEqual([]);
    expect(() => assertCallsClassified([...registry.keys(), 'bureau.newPull'])).toThrow(
      /not classified.*bureau\.newPull/,
    );
  });
});
