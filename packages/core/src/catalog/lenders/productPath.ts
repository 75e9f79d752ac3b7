import type { LoanKind, LoanProduct } from './lenderTypes.js';

// The lender pages' paths (spec 02 §2.4, §2.5: personal-loan/:bankName/:slug,
// home-loan/:bankName/:slug; decision 050): the lender's name and the product's name, each
// lower-cased with dashes. A lender has one product of each kind, so the pair is unique.

/** 'IDFC FIRST Bank' → 'idfc-first-bank'. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const KIND_PREFIX: Readonly<Record<LoanKind, string>> = {
  personal: 'personal-loan',
  business: 'business-loan',
  home: 'home-loan',
};

/** The product's page: /personal-loan/axis-bank/personal-loan. */
export function productPath(p: Pick<LoanProduct, 'kind' | 'lenderName' | 'name'>): string {
  return `/${KIND_PREFIX[p.kind]}/${slugOf(p.lenderName)}/${slugOf(p.name)}`;
}

/** The product of a kind at a page's two path segments, if any. */
export function productAt<P extends LoanProduct>(
  products: readonly P[],
  kind: LoanKind,
  bankSlug: string,
  slug: string,
): P | undefined {
  return products.find(
    (p) => p.kind === kind && slugOf(p.lenderName) === bankSlug && slugOf(p.name) === slug,
  );
}
