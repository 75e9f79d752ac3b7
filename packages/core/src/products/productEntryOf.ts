import type { ProductEntry } from '../productList/productEntry.js';
import type { ProductDescriptor } from './productDescriptor.js';

/**
 * A descriptor's entry in the light product list: everything of it but the journeys'
 * definitions and samples. Live when one of its journeys is registered (`registered`) or it is
 * sold through pages of its own; a product of neither is declared but not built: not live,
 * "Coming soon", with no entry.
 */
export function productEntryOf(
  product: ProductDescriptor,
  registered: (prefix: string) => boolean,
): ProductEntry {
  const journeys = product.journeys.map((journey) => journey.prefix);
  const pages = [...(product.pages ?? [])];
  const first = journeys[0];
  const entry = product.entry ?? (first === undefined ? null : `/${first}`);
  return {
    id: product.id,
    name: product.name,
    family: product.family,
    provider: product.provider,
    agent: product.agent,
    journeys,
    pages,
    entry,
    live: entry !== null && (journeys.some(registered) || pages.length > 0),
    appearsIn: [...product.appearsIn],
    sells: product.sells ?? null,
    documents: [...(product.documents ?? [])],
    purpose: product.purpose ?? null,
    cover: product.cover ?? null,
  };
}
