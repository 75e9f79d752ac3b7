import type { ProductFamily } from '../productList/productFamilies.js';
import type { Catalogue } from '../productList/productList.js';
import { journeysOf } from './journeyRegistry.js';
import type { ProductDescriptor } from './productDescriptor.js';
import { productEntryOf } from './productEntryOf.js';

/**
 * The light catalogue of `products` (what the web reads): each product's entry, live when one
 * of its journeys is registered, which is when it is among `products`.
 */
export function catalogueOf(
  products: readonly ProductDescriptor[],
  families: readonly ProductFamily[],
): Catalogue {
  const registered = new Set(journeysOf(products).map((journey) => journey.prefix));
  return {
    families,
    products: products.map((product) => productEntryOf(product, (p) => registered.has(p))),
  };
}
