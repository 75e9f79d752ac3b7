import { describe, expect, it } from 'vitest';
import { analyseCallConsents } from '../engine/analyseConsents.js';
import { PARTNER_CALL_USES } from '../journeyModel/partnerCallUses.js';
import { journeys } from '../products/journeyRegistry.js';

// Decision 063 over the whole registry: a journey added later cannot forget it.
describe('every registered journey asks a proved mobile and a specific consent first', () => {
  it.each(journeys.map((j) => [j.prefix, j] as const))(
    '%s: each bureau pull and submission comes after its mobile OTP and consent',
    (_, journey) => {
      expect(analyseCallConsents(journey)).toEqual([]);
    },
  );

  it('some calls are bureau pulls or submissions (the check has something to hold)', () => {
    const gated = journeys.flatMap((j) =>
      j.steps.filter((s) => s.call && (PARTNER_CALL_USES[s.call.name]?.needs.length ?? 0) > 0),
    );
    expect(gated.length).toBeGreaterThanOrEqual(20);
  });
});
