import { describe, expect, it } from 'vitest';
import { OBJECT_TYPES } from '../../catalog/products.js';
import { journeys } from '../../products/journeyRegistry.js';
import { coverOfPrefix, coverPrefixes, INSURANCE_COVERS } from './insuranceCovers.js';

// The registry and the covers' records agree (issue 21): every insurance journey the registry
// serves is sold by one cover's record, with that record's title and instrument id, and every
// journey a record names is registered. A journey added without its cover (or a cover without
// its journey) fails here.

const insuranceJourneys = journeys.filter(
  (j) => j.productId === OBJECT_TYPES.insurance || j.prefix.startsWith('insurance/'),
);

describe('the insurance journeys of the registry and the cover records', () => {
  it('finds insurance journeys in the registry', () => {
    expect(insuranceJourneys.length).toBeGreaterThan(0);
  });

  it.each(insuranceJourneys.map((j) => [j.prefix, j] as const))(
    '%s has a cover record',
    (prefix, journey) => {
      const cover = coverOfPrefix(prefix);
      expect(cover, `no cover record sells ${prefix}`).not.toBeNull();
      const named = cover?.journeys.find((j) => `insurance/${j.slug}` === prefix);
      expect(journey.title).toBe(named?.title);
      if (cover?.kind === 'single') expect(journey.instrumentId).toBe(cover.instrumentId);
    },
  );

  it.each(INSURANCE_COVERS.flatMap((c) => coverPrefixes(c).map((p) => [c.id, p] as const)))(
    "%s's journey %s is registered",
    (_id, prefix) => {
      expect(insuranceJourneys.map((j) => j.prefix)).toContain(prefix);
    },
  );
});
