import type { LoanKind, LoanProduct } from '@tara/core/catalog';
import { slugOf } from '@tara/core/catalog';

// The lender pages' pure rules (decision 050): which products a page lists, the example KFS
// a product page links to, and which facts the catalog is not sure of.

const byLender = (a: LoanProduct, b: LoanProduct) =>
  a.lenderName.localeCompare(b.lenderName) || a.name.localeCompare(b.name);

/** A kind's products, by lender name (neutral: the alphabet, not a rank). */
export function productsOfKind(products: readonly LoanProduct[], kind: LoanKind): LoanProduct[] {
  return products.filter((p) => p.kind === kind).sort(byLender);
}

/** A kind's loans sold in an area (a city slug); all of them when no area is given. */
export function productsInArea(
  products: readonly LoanProduct[],
  area: string | undefined,
  kind: LoanKind = 'personal',
): LoanProduct[] {
  const all = productsOfKind(products, kind);
  if (!area) return all;
  return all.filter((p) => p.cities === null || p.cities.some((c) => slugOf(c) === area));
}

/** The area's city name as the catalog writes it, else the slug in words ('navi-mumbai' → 'Navi Mumbai'). */
export function areaName(products: readonly LoanProduct[], area: string): string {
  for (const p of products) {
    const found = p.cities?.find((c) => slugOf(c) === area);
    if (found) return found;
  }
  return area
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
}

const clamp = (n: number, r: { min: number; max: number }) => Math.min(r.max, Math.max(r.min, n));

/** The example's terms by kind: a home loan's ₹30 lakh over 20 years (decision 056). */
const EXAMPLE = {
  personal: { amount: 5_00_000, tenure: 36, path: '/personal-loan/kfs' },
  business: { amount: 5_00_000, tenure: 36, path: '/personal-loan/kfs' },
  home: { amount: 30_00_000, tenure: 240, path: '/home-loan/kfs' },
} as const;

/** An example KFS: ₹5 lakh over 36 months (within the product), an Excellent score. */
export function exampleKfs(p: LoanProduct): {
  path: string;
  amount: number;
  tenure: number;
} | null {
  const employment = (['salaried', 'selfEmployed', 'professional'] as const).find(
    (e) => p.rates[e],
  );
  if (!employment) return null;
  const example = EXAMPLE[p.kind];
  const amount = clamp(example.amount, p.amount);
  const tenure = clamp(example.tenure, p.tenureMonths);
  const q = new URLSearchParams({
    amount: String(amount),
    tenure: String(tenure),
    employment,
    creditLevel: 'excellent',
  });
  return { path: `${example.path}/${p.id}?${q}`, amount, tenure };
}

/** Whether the catalog lists a fact (or a part of it, 'amount.max') as not confirmed. */
export function isUnsure(p: Pick<LoanProduct, 'unsure'>, field: string): boolean {
  return (p.unsure ?? []).some((u) => u === field || u.startsWith(`${field}.`));
}
