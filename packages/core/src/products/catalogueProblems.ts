import type { ProductFamily } from '../productList/productFamilies.js';
import type { ProductDescriptor } from './productDescriptor.js';

/**
 * What is wrong with a catalogue, in words (empty when nothing): ids and journey prefixes
 * declared twice, a family that does not exist, a journey without a default sample walk,
 * samples of a journey the product does not have, a product not built (neither journey nor
 * page) that is not even shown as "Coming soon".
 */
export function catalogueProblems(
  products: readonly ProductDescriptor[],
  families: readonly ProductFamily[],
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  const familyIds = new Set(families.map((f) => f.id));
  for (const product of products) {
    if (ids.has(product.id)) problems.push(`${product.id}: declared twice`);
    ids.add(product.id);
    if (!familyIds.has(product.family)) {
      problems.push(`${product.id}: no family ${product.family}`);
    }
    const own = product.journeys.map((j) => j.prefix);
    for (const prefix of own) {
      if (prefixes.has(prefix)) problems.push(`${product.id}: journey ${prefix} is another's`);
      prefixes.add(prefix);
      if (!product.samples[prefix]?.branches.default) {
        problems.push(`${product.id}: ${prefix} has no default sample walk`);
      }
    }
    for (const prefix of Object.keys(product.samples)) {
      if (!own.includes(prefix)) problems.push(`${product.id}: samples of ${prefix}, not its own`);
    }
    if (own.length === 0 && !product.pages?.length && product.appearsIn.length === 0) {
      problems.push(`${product.id}: not built and shown nowhere`);
    }
  }
  return problems;
}
