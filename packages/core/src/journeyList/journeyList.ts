// Lookups over the list of every journey (generated from products/journeyRegistry.ts). Light on
// purpose: no step definitions, so the web's shell can read it; a route fetches its own
// definition from the API.
import type { JourneyEntry } from './journeyEntry.js';
import { JOURNEY_LIST } from './journeyList.gen.js';

/** Every current journey, in the registry's order. */
export const journeyList: readonly JourneyEntry[] = JOURNEY_LIST;

/** The journey of `prefix` (`credit-cards/sbi`), if registered. */
export function findJourneyEntry(prefix: string): JourneyEntry | undefined {
  return journeyList.find((entry) => entry.prefix === prefix);
}

/**
 * The journey an app path is in: its prefix itself or a path below it
 * (`/credit-cards/sbi/step2?x=1` → credit-cards/sbi), the longest such prefix. Case and slashes as the shell rules read them.
 */
export function journeyAt(path: string): JourneyEntry | undefined {
  const bare = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/^\/+|\/+$/g, '');
  // The longest prefix wins: credit-line/nacl/step3 is Northern Arc's, not the generic line's.
  let found: JourneyEntry | undefined;
  for (const entry of journeyList) {
    const within = bare === entry.prefix || bare.startsWith(`${entry.prefix}/`);
    if (within && entry.prefix.length > (found?.prefix.length ?? -1)) found = entry;
  }
  return found;
}

/** The journeys a user applies through (those of a provider; not the test journey). */
export function listedJourneys(product?: string): JourneyEntry[] {
  return journeyList.filter(
    (entry) => entry.providerId !== null && (product === undefined || entry.product === product),
  );
}
