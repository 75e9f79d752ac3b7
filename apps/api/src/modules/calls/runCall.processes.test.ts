import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import type { PartnerCall, PartnerCallInput } from '../../partners/partnerCall.js';
import { TestClock } from '../../test/auth.js';
import { openPostgresTwins } from '../../test/testDb.js';
import { runCall } from './runCall.js';
import { insertTestLead, OPEN_GATE, TEST_USES } from './testLead.js';

const url = process.env.DATABASE_URL;

// Two API processes (two pg pools) saving the same step of the same lead at once: the partner
// is called once per lead (decision 021).
describe.skipIf(!url)('a partner call raced by two processes on one PostgreSQL', () => {
  let databases: [Database, Database];
  const clock = new TestClock();
  const seen: PartnerCallInput[] = [];
  const call: PartnerCall = {
    name: 'test.race',
    mode: 'sandbox',
    outcomes: ['approved'],
    input: () => ({ same: true }),
    async run(input) {
      seen.push(input);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { kind: 'answered', outcome: 'approved' };
    },
  };
  const calls = new Map([[call.name, call]]);

  beforeAll(async () => {
    databases = (await openPostgresTwins(url as string, 2)) as [Database, Database];
  });
  afterAll(async () => {
    await databases[1].close();
    await databases[0].close();
  });

  it('calls once per lead however the saves interleave', async () => {
    const leadIds: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      leadIds.push((await insertTestLead(databases[0].db, clock.now())).leadId);
    }
    const save = (database: Database, leadId: string) =>
      runCall(
        database.db,
        calls,
        {
          lead: { id: leadId },
          stepId: 'step1',
          callName: call.name,
          answers: {},
          context: {},
          facts: {},
          userId: null,
          now: clock.now,
          gate: OPEN_GATE,
        },
        TEST_USES,
      );
    const results = await Promise.all(
      leadIds.flatMap((id) => [save(databases[0], id), save(databases[1], id)]),
    );
    expect(results.filter((r) => r.kind === 'answered' && !r.replayed)).toHaveLength(10);
    // The other save of each lead was told to wait, or (when it came after) got the answer.
    const second = results.filter(
      (r) => r.kind === 'busy' || (r.kind === 'answered' && r.replayed),
    );
    expect(second).toHaveLength(10);
    expect(leadIds.map((id) => seen.filter((s) => s.leadId === id).length)).toEqual(
      leadIds.map(() => 1),
    );
  });
});
