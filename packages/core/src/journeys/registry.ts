// The journey registry's shape (decision 026): every definition, by prefix and version, and
// its entry (product, provider, title, first step, final and exit routes) derived from it.
// The registry of the current journeys is built from the product catalogue
// (products/journeyRegistry.ts): a journey is registered by its product's descriptor. A lead
// resumes on the version it started on, so when a definition changes the old one moves to
// its descriptor's `retiredJourneys` and stays findable.

import type { JourneyEntry } from '../journeyList/journeyEntry.js';
import type { JourneyDef } from '../journeyModel/types.js';
import { journeyEntryOf } from './journeyEntryOf.js';

export interface JourneyRegistry {
  /** The journey of `prefix` at `version`, or its newest version when none is given. */
  find(prefix: string, version?: number): JourneyDef | undefined;
  /** The newest version's entry: product, provider, title, first step, final and exit routes. */
  entry(prefix: string): JourneyEntry | undefined;
  prefixes: string[];
}

export function createJourneyRegistry(definitions: readonly JourneyDef[]): JourneyRegistry {
  const byPrefix = new Map<string, Map<number, JourneyDef>>();
  for (const def of definitions) {
    const versions = byPrefix.get(def.prefix) ?? new Map<number, JourneyDef>();
    if (versions.has(def.version)) throw new Error(`${def.prefix} v${def.version} defined twice`);
    versions.set(def.version, def);
    byPrefix.set(def.prefix, versions);
  }
  const find = (prefix: string, version?: number): JourneyDef | undefined => {
    const versions = byPrefix.get(prefix);
    if (!versions) return undefined;
    if (version !== undefined) return versions.get(version);
    return versions.get(Math.max(...versions.keys()));
  };
  return {
    find,
    entry(prefix) {
      const def = find(prefix);
      return def && journeyEntryOf(def);
    },
    prefixes: [...byPrefix.keys()],
  };
}
