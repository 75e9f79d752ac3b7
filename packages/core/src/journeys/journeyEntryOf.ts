import { PROVIDER_LOGOS } from '../catalog/providerLogos.js';
import { PROVIDER_NAMES, type ProviderId } from '../catalog/providers.js';
import type { JourneyEntry } from '../journeyList/journeyEntry.js';
import type { JourneyDef } from '../journeyModel/types.js';

/** A definition's entry in the journey list: everything of it but the steps. */
export function journeyEntryOf(def: JourneyDef): JourneyEntry {
  const exits = Object.fromEntries(
    Object.entries(def.exits ?? {}).map(([name, exit]) => [name, exit.route]),
  );
  return {
    prefix: def.prefix,
    product: def.prefix.split('/')[0] ?? def.prefix,
    productId: def.productId,
    providerId: def.providerId,
    provider: def.providerId === null ? null : providerName(def.providerId),
    logo: (PROVIDER_LOGOS as Record<number, string | undefined>)[def.providerId ?? -1] ?? null,
    title: def.title,
    first: def.first,
    finalRoute: def.finalRoute,
    exits,
    ...(def.shell ? { shell: def.shell } : {}),
  };
}

function providerName(id: number): string {
  const name = (PROVIDER_NAMES as Record<number, string | undefined>)[id as ProviderId];
  if (!name) throw new Error(`provider ${id} has no name in catalog/providers.ts`);
  return name;
}
