import { type Catalogue, catalogue, isLive, type LiveProduct } from '@tara/core/productList';

/** One family on the home page: its products to open, or "Coming soon" when none is live. */
export interface HomeSection {
  id: string;
  name: string;
  summary: string;
  /** The live products shown on the home page, each opening where it starts. */
  products: LiveProduct[];
  /** The family's page listing all its products, when it has one. */
  hub: string | null;
  /** None of its products can be used yet. */
  soon: boolean;
}

/**
 * The home page's families, from the catalogue (issue 21): every family that has a product, in
 * the catalogue's order; a family is "Coming soon" only when none of its products is live.
 */
export function homeSections(from: Catalogue = catalogue): HomeSection[] {
  return from.families.flatMap((family) => {
    const all = from.products.filter((p) => p.family === family.id);
    if (all.length === 0) return [];
    const products = all.filter(isLive).filter((p) => p.appearsIn.includes('home'));
    const soon = !all.some(isLive);
    const { id, name, summary, hub } = family;
    return [{ id, name, summary, products, hub: soon ? null : hub, soon }];
  });
}
