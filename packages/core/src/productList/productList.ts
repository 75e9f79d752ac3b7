// Lookups over the list of every product (generated from products/catalogue.ts). Light on
// purpose: no journey definitions, so the web's shell, home page and menus can read it.

import { isLive, type LiveProduct, type Placement, type ProductEntry } from './productEntry.js';
import type { ProductFamily } from './productFamilies.js';
import { PRODUCT_FAMILIES } from './productFamilies.js';
import { PRODUCT_LIST } from './productList.gen.js';

/** The products and their families: the real catalogue, or a test's. */
export interface Catalogue {
  families: readonly ProductFamily[];
  products: readonly ProductEntry[];
}

/** The catalogue of the app. */
export const catalogue: Catalogue = { families: PRODUCT_FAMILIES, products: PRODUCT_LIST };

/** The live products of `family` shown at `placement`, in the catalogue's order. */
export function productsAt(
  placement: Placement,
  family?: string,
  from: Catalogue = catalogue,
): LiveProduct[] {
  return from.products
    .filter(isLive)
    .filter(
      (p) => p.appearsIn.includes(placement) && (family === undefined || p.family === family),
    );
}

/** Whether a family has a live product: else it is "Coming soon". */
export function isFamilyLive(family: string, from: Catalogue = catalogue): boolean {
  return from.products.some((p) => p.family === family && p.live);
}

/** The family of a product id, if any. */
export function familyOf(id: string, from: Catalogue = catalogue): ProductFamily | undefined {
  const product = from.products.find((p) => p.id === id);
  return product && from.families.find((f) => f.id === product.family);
}
