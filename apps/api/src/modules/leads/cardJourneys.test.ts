import {
  advance,
  findStep,
  isStepSkipped,
  type JourneyDef,
  journeys,
  retiredJourneys,
  SAMPLE_BRANCHES,
  samplePath,
  stepRoute,
} from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { type EdgeWalk, edgeWalks } from '../../test/cardEdges.js';
import { saveStep } from '../../test/leadSteps.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

const OFFERS = 'credit-card/offers';
const cardJourneys = journeys.filter((j) => j.finalRoute === OFFERS);

const walks = cardJourneys.flatMap((journey) =>
  Object.keys(SAMPLE_BRANCHES[journey.prefix] ?? {}).map((branch) => ({ journey, branch })),
);
const edges = cardJourneys.flatMap((journey) => edgeWalks(journey).walks);

/** Where the user lands after a step: its route, or past it when it is skipped. */
function expectedRoute(journey: JourneyDef, walk: EdgeWalk): string {
  const target = findStep(journey, walk.to);
  const answers = Object.assign({}, ...walk.before.map(([, v]) => v), walk.values);
  if (!target || !isStepSkipped(target, answers, {})) return stepRoute(journey, walk.to);
  const after = advance(journey, walk.from, answers).next;
  return after.type === 'step' ? stepRoute(journey, after.stepId) : OFFERS;
}

describe.each(testDbKinds())('card journeys through the API on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { journeys: [...journeys, ...retiredJourneys] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('has card journeys and every edge of them is reachable by a sample walk', () => {
    expect(cardJourneys.length).toBeGreaterThanOrEqual(7);
    const missing = cardJourneys.flatMap((j) => edgeWalks(j).missing);
    expect(missing).toEqual([]);
  });

  it.each(walks.map((w) => [`${w.journey.prefix} ${w.branch}`, w] as const))(
    'walks %s to the offers',
    async (_name, { journey, branch }) => {
      const browser = new Visitor(app);
      const path = samplePath(journey.prefix, branch);
      let leadId: string | undefined;
      for (const [i, [step, values]] of path.entries()) {
        const res = await saveStep(browser, step, values, leadId, {}, journey.prefix);
        expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
        const next = path[i + 1];
        const expected = next ? stepRoute(journey, next[0]) : OFFERS;
        expect(res.json.metadata.last_loc, step).toBe(expected);
        leadId ??= res.json.lead_id as unknown as string;
      }
      const current = await browser.get(`/api/lead/current?journey=${journey.prefix}`);
      expect(current.json.data.results.status).toBe('complete');
      expect(current.json.data.results.progress).toBe(100);
    },
  );

  it.each(edges.map((e) => [`${e.prefix} ${e.from} → ${e.to}`, e] as const))(
    'edge %s',
    async (_name, walk) => {
      const journey = cardJourneys.find((j) => j.prefix === walk.prefix) as JourneyDef;
      const browser = new Visitor(app);
      let leadId: string | undefined;
      for (const [step, values] of walk.before) {
        const res = await saveStep(browser, step, values, leadId, {}, walk.prefix);
        expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
        leadId ??= res.json.lead_id as unknown as string;
      }
      const res = await saveStep(browser, walk.from, walk.values, leadId, {}, walk.prefix);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json.metadata.last_loc).toBe(expectedRoute(journey, walk));
    },
  );
});
