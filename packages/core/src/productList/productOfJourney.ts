// The product a journey belongs to, found in the catalogue: a user's records (a lead, a policy,
// a booking) name their journey, and the profile shows the product's name from here, never a
// name written in generic code (issue 22 §4).

import type { ProductEntry } from './productEntry.js';
import { type Catalogue, catalogue } from './productList.js';

/** The product with the journey `prefix` (or the product of that id), if any. */
export function productOfJourney(
  prefix: string,
  from: Catalogue = catalogue,
): ProductEntry | undefined {
  return (
    from.products.find((p) => p.journeys.includes(prefix)) ??
    from.products.find((p) => p.id === prefix)
  );
}
