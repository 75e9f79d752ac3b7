import { type InsurancePlan, type PlanProduct, plansOf } from './insurancePlans.js';
import { PRODUCT_SLUGS } from './insuranceProducts.js';

// The person covers of spec 03 §2 (INS-DMPA): dengue and malaria, group personal accident and
// hospital cash, each as a group policy and, for dengue and accident, a voluntary variant.
// Decision 054: a group variant has no plan step (the spec's row starts at step1), so its plan
// is the group policy's, the product's entry-level plan; the voluntary variants and hospicash
// start with the plan step step0.5 and the buyer chooses. Slugs of the variants that are not
// products of `PRODUCT_SLUGS` are decision 054's.

export type CoverProduct = Extract<PlanProduct, 'dengueMalaria' | 'accident' | 'hospicash'>;

export interface CoverVariant {
  /** The journey's slug: `insurance/<slug>`. */
  slug: string;
  product: CoverProduct;
  /** Bought by the person, who chooses the plan (step0.5 first). */
  voluntary: boolean;
  /** Whether the journey starts with the plan step step0.5 (voluntary variants and hospicash). */
  planStep: boolean;
  /** Dengue-only ends after step2.1 (no address, no nominee). */
  endsAfterPersonal: boolean;
  /**
   * The hospital-cash flag: which plan table and product the step0.5 shares with hospicash.
   * Spec 03 §4: the dengue-and-malaria group policy in voluntary mode turns it off.
   */
  hospicash: boolean;
}

export const COVER_VARIANTS = {
  dengueMalaria: {
    slug: PRODUCT_SLUGS.dengueMalaria,
    product: 'dengueMalaria',
    voluntary: false,
    planStep: false,
    endsAfterPersonal: false,
    hospicash: false,
  },
  dengueOnly: {
    slug: 'dengue-only',
    product: 'dengueMalaria',
    voluntary: false,
    planStep: false,
    endsAfterPersonal: true,
    hospicash: false,
  },
  accident: {
    slug: PRODUCT_SLUGS.accident,
    product: 'accident',
    voluntary: false,
    planStep: false,
    endsAfterPersonal: false,
    hospicash: false,
  },
  hospicash: {
    slug: PRODUCT_SLUGS.hospicash,
    product: 'hospicash',
    voluntary: true,
    planStep: true,
    endsAfterPersonal: false,
    hospicash: true,
  },
  dengueMalariaVoluntary: {
    slug: 'dengue-malaria-voluntary',
    product: 'dengueMalaria',
    voluntary: true,
    planStep: true,
    endsAfterPersonal: false,
    hospicash: false,
  },
  accidentVoluntary: {
    slug: 'group-personal-accident-voluntary',
    product: 'accident',
    voluntary: true,
    planStep: true,
    endsAfterPersonal: false,
    hospicash: false,
  },
} as const satisfies Record<string, CoverVariant>;

export type CoverVariantId = keyof typeof COVER_VARIANTS;

export const COVER_VARIANT_IDS = Object.keys(COVER_VARIANTS) as CoverVariantId[];

/** The journey prefix of a variant: `insurance/<slug>`. */
export const coverPrefix = (id: CoverVariantId): string => `insurance/${COVER_VARIANTS[id].slug}`;

/** The variant of a journey prefix or a slug, or null. */
export function coverVariantOf(prefixOrSlug: string): CoverVariant | null {
  const slug = prefixOrSlug.replace(/^insurance\//, '');
  return Object.values(COVER_VARIANTS).find((v) => v.slug === slug) ?? null;
}

/**
 * The group policy's plan (decision 054): the product's entry-level plan, the spec's first row
 * (dengue and malaria ₹60 → ₹1,00,000, accident ₹447 → ₹3,00,000). Null for a variant whose
 * buyer chooses the plan on step0.5.
 */
export function groupPlanOf(variant: CoverVariant): InsurancePlan | null {
  if (variant.planStep) return null;
  return plansOf(variant.product)[0] ?? null;
}

/** The plans a variant sells: the group plan alone, or the product's table. */
export const coverPlansOf = (variant: CoverVariant): InsurancePlan[] => {
  const group = groupPlanOf(variant);
  return group ? [group] : plansOf(variant.product);
};
