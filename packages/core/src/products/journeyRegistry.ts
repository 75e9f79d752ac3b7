// The registry of journeys, derived from the product catalogue: a journey is registered by its
// product's descriptor (products/catalogue.ts), nowhere else. After a change, regenerate the
// web's light lists (journeyList.test.ts, productList.test.ts).

import type { JourneyEntry } from '../journeyList/journeyEntry.js';
import type { JourneyDef } from '../journeyModel/types.js';
import { journeyEntryOf } from '../journeys/journeyEntryOf.js';
import { createJourneyRegistry } from '../journeys/registry.js';
import { PRODUCTS } from './catalogue.js';
import type { ProductDescriptor } from './productDescriptor.js';

/** The current version of every journey of `products`, in the catalogue's order. */
export const journeysOf = (products: readonly ProductDescriptor[]): JourneyDef[] =>
  products.flatMap((product) => product.journeys);

/** Every version of every journey of `products`: the current ones, then the retired. */
export const allJourneysOf = (products: readonly ProductDescriptor[]): JourneyDef[] => [
  ...journeysOf(products),
  ...products.flatMap((product) => product.retiredJourneys ?? []),
];

/** The current version of every journey. */
export const journeys: JourneyDef[] = journeysOf(PRODUCTS);

/** Earlier versions still needed by leads that started on them. None yet. */
export const retiredJourneys: JourneyDef[] = PRODUCTS.flatMap((p) => p.retiredJourneys ?? []);

const registry = createJourneyRegistry([...journeys, ...retiredJourneys]);

/** A lead's journey: the version it started on, or the newest for a new lead. */
export function findJourney(prefix: string, version?: number): JourneyDef | undefined {
  return registry.find(prefix, version);
}

export const journeyPrefixes: string[] = journeys.map((j) => j.prefix);

/** Every current journey's entry, in the order of `journeys`. */
export const journeyEntries: JourneyEntry[] = journeys.map(journeyEntryOf);
