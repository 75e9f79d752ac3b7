import { readFileSync } from 'node:fs';
import { journeys, PARTNER_CALL_USES, retiredJourneys } from '@tara/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MODULES } from './apiModules.js';
import { buildApp } from './app.js';
import type { AppModule } from './appDeps.js';
import type { Database } from './db/types.js';
import type { PartnerCall } from './partners/partnerCall.js';
import { fixtureJourney } from './test/fixtureJourney.js';
import { testApp, Visitor } from './test/testApp.js';
import { testDbKinds } from './test/testDb.js';

const appSource = readFileSync(new URL('./app.ts', import.meta.url), 'utf8');

/** A text's words, camelCase split, lower case, a plural's s dropped ('ewPurchasable' → ew, purchasable). */
const wordsOf = (text: string): string[] =>
  (text.match(/[A-Za-z]+/g) ?? [])
    .flatMap((word) => word.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/))
    .map((word) => word.toLowerCase().replace(/s$/, ''));

/**
 * What names a product: every journey prefix's parts ('personal-loan' is the words personal
 * loan, 'hp' the word hp), every partner call's product or partner ('membership.initiatePay'),
 * and the words of what is sold that no prefix spells.
 */
const PRODUCT_NAMES: readonly string[][] = [
  ...new Set([
    ...[...journeys, ...retiredJourneys].flatMap((j) => j.prefix.split('/')),
    ...Object.keys(PARTNER_CALL_USES).map((name) => name.split('.')[0] ?? name),
    ...['insurer', 'policy', 'premium', 'warranty', 'loan', 'card', 'lender', 'issuer', 'mandate'],
  ]),
]
  .filter((name) => name !== 'test')
  .map((name) => wordsOf(name.replace(/-/g, ' ')));

/** The product names a text spells, each once. */
const productsIn = (text: string): string[] => {
  const words = wordsOf(text);
  return PRODUCT_NAMES.filter((name) =>
    words.some((_, i) => name.every((part, j) => words[i + j] === part)),
  ).map((name) => name.join(' '));
};

describe('app.ts', () => {
  it('stays under 150 lines', () => {
    expect(appSource.split('\n').length).toBeLessThan(150);
  });

  it('names no product: the modules do', () => {
    expect(productsIn(appSource)).toEqual([]);
  });

  it('would see a product named in it (the check can fail)', () => {
    expect(productsIn("import { ewPurchasable } from './modules/x.js';")).toEqual(['ew']);
    expect(productsIn('const calls = [plLenderMatchCall({ now })];')).toContain('pl');
    expect(productsIn('await app.register(homeLoanOfferRoutes({ now }));')).toContain('home loan');
    expect(productsIn('options.insurer ?? sandboxInsurer()')).toEqual(['insurer']);
    expect(productsIn('for (const call of PURCHASE_CALLS) settle(METRO)')).toEqual(['metro']);
  });
});

// A test-only area, registered through its descriptor alone.
const pingCall: PartnerCall = {
  name: 'ckyc',
  mode: 'sandbox',
  outcomes: ['ok'],
  input: () => ({}),
  run: async () => ({ kind: 'answered', outcome: 'ok' }),
};
const timed: number[] = [];
const pingModule: AppModule = {
  name: 'ping',
  routes: ({ now }) => [
    async (app) => {
      app.get('/api/ping', { schema: { summary: 'Ping', operationId: 'ping' } }, async () => ({
        at: now().toISOString(),
      }));
    },
    null,
  ],
  timers: (_app, _deps, minutes) => {
    timed.push(minutes);
  },
};

describe.each(testDbKinds())('the API composed from modules, on $kind', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('registers a module from its descriptor alone: routes, and timers when they run', async () => {
    timed.length = 0;
    const app = await buildApp(
      { database, journeys: [fixtureJourney], logger: false, webDist: '/nonexistent' },
      [...API_MODULES, pingModule],
    );
    await app.ready();
    const res = await new Visitor(app).get('/api/ping');
    expect(res.statusCode).toBe(200);
    expect(typeof res.json.at).toBe('string');
    expect(timed).toEqual([]);
    await app.close();
    const withTimers = await buildApp(
      { database, journeys: [fixtureJourney], logger: false, reconcileMinutes: 7 },
      [pingModule],
    );
    await withTimers.close();
    expect(timed).toEqual([7]);
  });

  it('refuses a partner call registered twice', async () => {
    await expect(testApp(database, { moreCalls: [pingCall] })).rejects.toThrow(
      'Two partner calls named ckyc',
    );
    const twice: AppModule = { name: 'twice', calls: () => [pingCall] };
    await expect(
      buildApp({ database, journeys: [fixtureJourney], logger: false }, [...API_MODULES, twice]),
    ).rejects.toThrow('Two partner calls named ckyc');
  });

  it('refuses to start with a module’s call unclassified (decision 063)', async () => {
    const unclassified: AppModule = {
      name: 'unclassified',
      calls: () => [{ ...pingCall, name: 'bureau.newPull' }],
    };
    await expect(
      buildApp({ database, journeys: [fixtureJourney], logger: false }, [
        ...API_MODULES,
        unclassified,
      ]),
    ).rejects.toThrow(/not classified.*bureau\.newPull/);
  });
});
