import {
  COVER_VARIANT_IDS,
  type CoverVariantId,
  type PersonVariant,
  type SingleProduct,
} from './covers/insuranceCover.js';
import { journeyPrefix, SINGLE_COVERS } from './covers/insuranceCovers.js';
import { type InsurancePlan, plansOf } from './insurancePlans.js';

// The person covers of spec 03 §2 (INS-DMPA): dengue and malaria, group personal accident and
// hospital cash, each as a group policy and, for dengue and accident, a voluntary variant —
// the journeys of their covers' records (`covers/`) that carry a variant. Decision 054: a group
// variant has no plan step (the spec's row starts at step1), so its plan is the group policy's,
// the product's entry-level plan; the voluntary variants and hospicash start with the plan
// step step0.5 and the buyer chooses.

export type CoverProduct = Extract<SingleProduct, 'dengueMalaria' | 'accident' | 'hospicash'>;

/** A person cover's journey: its cover, slug and title, and the variant's flags. */
export interface CoverVariant extends Omit<PersonVariant, 'id'> {
  id: CoverVariantId;
  /** The journey's slug: `insurance/<slug>`. */
  slug: string;
  title: string;
  product: CoverProduct;
}

const isCoverProduct = (id: SingleProduct): id is CoverProduct =>
  id === 'dengueMalaria' || id === 'accident' || id === 'hospicash';

/** Every person cover's journey, from the covers' records. */
const VARIANTS: readonly CoverVariant[] = SINGLE_COVERS.flatMap((cover) =>
  cover.journeys.flatMap((journey) => {
    const { id } = cover;
    if (!journey.variant || !isCoverProduct(id)) return [];
    return [{ ...journey.variant, slug: journey.slug, title: journey.title, product: id }];
  }),
);

/** The variant of an id. */
export function coverVariant(id: CoverVariantId): CoverVariant {
  const variant = VARIANTS.find((v) => v.id === id);
  if (!variant) throw new Error(`no cover variant ${id}`);
  return variant;
}

/** Every person cover's journey, in the registry's order (`COVER_VARIANT_IDS`). */
export const PERSON_COVER_VARIANTS: readonly CoverVariant[] = COVER_VARIANT_IDS.map(coverVariant);

/** The journey prefix of a variant: `insurance/<slug>`. */
export const coverPrefix = (id: CoverVariantId): string => journeyPrefix(coverVariant(id));

/** The variant of a journey prefix or a slug, or null. */
export function coverVariantOf(prefixOrSlug: string): CoverVariant | null {
  const slug = prefixOrSlug.replace(/^insurance\//, '');
  return VARIANTS.find((v) => v.slug === slug) ?? null;
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
