import { accidentCover } from './accident.js';
import { dengueMalariaCover } from './dengueMalaria.js';
import { groupHealthCover } from './groupHealth.js';
import { hospicashCover } from './hospicash.js';
import { instaOpdCover } from './instaOpd.js';
import type {
  ComboCover,
  ComboProduct,
  CoverJourney,
  InsuranceCover,
  InsuranceProduct,
  SingleCover,
  SingleProduct,
} from './insuranceCover.js';
import { lombardCover } from './lombard.js';
import { shopCover } from './shop.js';
import { termCover } from './term.js';
import { termAccidentCover } from './termAccident.js';
import { termHospicashSurakshaCover } from './termHospicashSuraksha.js';
import { termSurakshaAccidentCover } from './termSurakshaAccident.js';

/** The single covers, in the spec's order (`SINGLE_PRODUCTS`). */
export const SINGLE_COVERS: readonly SingleCover[] = [
  shopCover,
  lombardCover,
  groupHealthCover,
  instaOpdCover,
  termCover,
  accidentCover,
  dengueMalariaCover,
  hospicashCover,
];

/** The combos (`COMBO_PRODUCTS`' order). */
export const COMBO_COVERS: readonly ComboCover[] = [
  termHospicashSurakshaCover,
  termSurakshaAccidentCover,
  termAccidentCover,
];

/** Every cover sold, single then combo: one record each. */
export const INSURANCE_COVERS: readonly InsuranceCover[] = [...SINGLE_COVERS, ...COMBO_COVERS];

/** Every insurance instrument id of the spec, assigned to a cover or not (INS-COM-28). */
export const INSURANCE_INSTRUMENT_IDS = [5, 6, 7, 13, 14, 23, 32, 33, 350, 526] as const;

const found = <T>(cover: T | undefined, what: string): T => {
  if (!cover) throw new Error(`no insurance cover ${what}`);
  return cover;
};

/** The record of a single cover. */
export const singleCover = (id: SingleProduct): SingleCover =>
  found(
    SINGLE_COVERS.find((c) => c.id === id),
    id,
  );

/** The record of a combo. */
export const comboCover = (id: ComboProduct): ComboCover =>
  found(
    COMBO_COVERS.find((c) => c.id === id),
    id,
  );

/** The record of a product id (single or combo). */
export const coverOf = (id: InsuranceProduct): InsuranceCover =>
  found(
    INSURANCE_COVERS.find((c) => c.id === id),
    id,
  );

/** The record of a product id (single or combo), or null for an unknown id. */
export const coverById = (id: string): InsuranceCover | null =>
  INSURANCE_COVERS.find((c) => c.id === id) ?? null;

/** A cover's name by its product id (as stored on a row), or 'Insurance' for an unknown one. */
export const coverName = (id: string): string => coverById(id)?.name ?? 'Insurance';

/** A journey's prefix: `insurance/<slug>`. */
export const journeyPrefix = (journey: CoverJourney): string => `insurance/${journey.slug}`;

/** The prefixes of a cover's journeys. */
export const coverPrefixes = (cover: InsuranceCover): string[] => cover.journeys.map(journeyPrefix);

/** The cover a journey prefix (or slug) sells, with that journey, or null. */
export function coverJourneyOf(
  prefixOrSlug: string,
): { cover: InsuranceCover; journey: CoverJourney } | null {
  const slug = prefixOrSlug.replace(/^insurance\//, '');
  for (const cover of INSURANCE_COVERS) {
    const journey = cover.journeys.find((j) => j.slug === slug);
    if (journey) return { cover, journey };
  }
  return null;
}

/** The cover a journey prefix sells, or null (not an insurance journey). */
export const coverOfPrefix = (prefix: string): InsuranceCover | null =>
  prefix.startsWith('insurance/') ? (coverJourneyOf(prefix)?.cover ?? null) : null;

/** The cover whose slug (`prettyName`) this is, or null. */
export const coverOfSlug = (slug: string): InsuranceCover | null =>
  INSURANCE_COVERS.find((c) => c.slug === slug) ?? null;

export const isCombo = (product: InsuranceProduct): product is ComboProduct =>
  coverById(product)?.kind === 'combo';

/** The instrument ids a lead of the product is about: a combo's are its parts'. */
export function instrumentIdsOf(product: InsuranceProduct): number[] {
  const cover = coverById(product);
  if (!cover) return [];
  return cover.kind === 'combo' ? cover.parts.map((p) => p.instrumentId) : [cover.instrumentId];
}

/** The single product an instrument id stands for, or null (350, 526 and unknown ids). */
export const productOfInstrument = (instrumentId: number): SingleProduct | null =>
  SINGLE_COVERS.find((c) => c.instrumentId === instrumentId)?.id ?? null;
