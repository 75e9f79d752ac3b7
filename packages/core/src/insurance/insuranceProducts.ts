// The insurance products of spec 03 §1 and §3, their instrument ids and insurers (INS-COM-01,
// INS-COM-02, INS-COM-28, INS-GH-07). Which instrument id is which product, and which insurer
// underwrites the shop, term, accident and dengue covers, are not in the spec: decision 045
// assigns them, marked PLACEHOLDER, for the product team to confirm.

/** Every insurer named here, with the name shown before payment. */
export const INSURERS = {
  /** The "named general insurer, called Lombard here" (spec 03 §1). */
  lombard: { id: 'lombard', name: 'ICICI Lombard General Insurance' },
  /** The group health network of plan 264 (spec 03 §7, `HDFCERGO`). */
  hdfcErgo: { id: 'hdfcErgo', name: 'HDFC ERGO General Insurance' },
  /** The group health network of every other plan (spec 03 §7, `Kotak`). */
  kotakGeneral: { id: 'kotakGeneral', name: 'Kotak General Insurance' },
  /** Term cover needs a life insurer; the spec names none (decision 045, PLACEHOLDER). */
  kotakLife: { id: 'kotakLife', name: 'Kotak Life Insurance' },
} as const;

export type InsurerId = keyof typeof INSURERS;
export type Insurer = (typeof INSURERS)[InsurerId];

/** The single (non-combo) products, in the spec's order. */
export const SINGLE_PRODUCTS = [
  'shop',
  'lombard',
  'groupHealth',
  'instaOpd',
  'term',
  'accident',
  'dengueMalaria',
  'hospicash',
] as const;

/** The three combos of spec 03 §1 (INS-COM-02). */
export const COMBO_PRODUCTS = [
  'termHospicashSuraksha',
  'termSurakshaAccident',
  'termAccident',
] as const;

export type SingleProduct = (typeof SINGLE_PRODUCTS)[number];
export type ComboProduct = (typeof COMBO_PRODUCTS)[number];
export type InsuranceProduct = SingleProduct | ComboProduct;

/**
 * The instrument id of each single product. The spec lists 5, 6, 7, 13, 14, 23, 32, 33, 350
 * and 526 "with matching slugs" but not the mapping (INS-COM-28, OPEN): decision 045 gives
 * them in the spec's product order (PLACEHOLDER). 350 and 526 stay unassigned.
 */
export const INSTRUMENT_IDS: Readonly<Record<SingleProduct, number>> = {
  shop: 5,
  lombard: 6,
  groupHealth: 7,
  instaOpd: 13,
  term: 14,
  accident: 23,
  dengueMalaria: 32,
  hospicash: 33,
};

/** Every insurance instrument id of the spec, assigned or not. */
export const INSURANCE_INSTRUMENT_IDS = [5, 6, 7, 13, 14, 23, 32, 33, 350, 526] as const;

/**
 * The slug of each product, which entry links name as `prettyName` (the spec's "matching
 * slugs" are not shown: decision 045's).
 */
export const PRODUCT_SLUGS: Readonly<Record<InsuranceProduct, string>> = {
  shop: 'shop-insurance',
  lombard: 'lombard-shop-insurance',
  groupHealth: 'group-health-insurance',
  instaOpd: 'insta-opd',
  term: 'term-insurance',
  accident: 'group-personal-accident',
  dengueMalaria: 'dengue-malaria',
  hospicash: 'hospicash',
  termHospicashSuraksha: 'term-hospicash-business-suraksha',
  termSurakshaAccident: 'term-business-suraksha-group-personal-accident',
  termAccident: 'term-group-personal-accident',
};

/** Display names; "business suraksha" is the shop cover sold inside a combo. */
export const PRODUCT_NAMES: Readonly<Record<InsuranceProduct, string>> = {
  shop: 'Shop Insurance',
  lombard: 'Lombard Shop Insurance',
  groupHealth: 'Group Health Insurance',
  instaOpd: 'Insta OPD',
  term: 'Term Insurance',
  accident: 'Group Personal Accident',
  dengueMalaria: 'Dengue and Malaria Cover',
  hospicash: 'Hospital Cash',
  termHospicashSuraksha: 'Term with Hospital Cash and Business Suraksha',
  termSurakshaAccident: 'Term, Business Suraksha and Group Personal Accident',
  termAccident: 'Term with Group Personal Accident',
};

/** What each combo is made of (spec 03 §9: business suraksha is the shop cover). */
export const COMBO_PARTS: Readonly<Record<ComboProduct, readonly SingleProduct[]>> = {
  termHospicashSuraksha: ['term', 'hospicash', 'shop'],
  termSurakshaAccident: ['term', 'shop', 'accident'],
  termAccident: ['term', 'accident'],
};

export const isCombo = (product: InsuranceProduct): product is ComboProduct =>
  (COMBO_PRODUCTS as readonly string[]).includes(product);

/** The instrument ids a lead of the product is about: a combo's are its parts'. */
export function instrumentIdsOf(product: InsuranceProduct): number[] {
  return isCombo(product)
    ? COMBO_PARTS[product].map((part) => INSTRUMENT_IDS[part])
    : [INSTRUMENT_IDS[product]];
}

/** The single product an instrument id stands for, or null (350, 526 and unknown ids). */
export function productOfInstrument(instrumentId: number): SingleProduct | null {
  return SINGLE_PRODUCTS.find((p) => INSTRUMENT_IDS[p] === instrumentId) ?? null;
}

/**
 * The insurer of each product with a plan table. Only Lombard's is the spec's; the others are
 * decision 045's PLACEHOLDER (`confirmed: false`) until the product team names them.
 */
export const PRODUCT_INSURERS = {
  shop: { insurer: 'kotakGeneral', confirmed: false },
  lombard: { insurer: 'lombard', confirmed: true },
  term: { insurer: 'kotakLife', confirmed: false },
  accident: { insurer: 'kotakGeneral', confirmed: false },
  dengueMalaria: { insurer: 'kotakGeneral', confirmed: false },
  /** Hospital cash: no insurer in the spec either (decision 054, PLACEHOLDER). */
  hospicash: { insurer: 'kotakGeneral', confirmed: false },
  /** Kotak's network; plan 264 is HDFC ERGO's (`planInsurer`, decision 052, PLACEHOLDER). */
  groupHealth: { insurer: 'kotakGeneral', confirmed: false },
  /** PLACEHOLDER (decision 053): an outpatient health cover, the spec names no insurer. */
  instaOpd: { insurer: 'kotakGeneral', confirmed: false },
} as const satisfies Partial<Record<SingleProduct, { insurer: InsurerId; confirmed: boolean }>>;

/** The group health plan whose cashless hospitals are HDFC ERGO's (spec 03 §7, §9). */
export const HDFC_ERGO_PLAN_ID = 264;

/** `hospital_network_type` of POST /insurances/get_hospital_list (INS-GH-07). */
export const hospitalNetworkType = (planId: number): 'HDFCERGO' | 'Kotak' =>
  planId === HDFC_ERGO_PLAN_ID ? 'HDFCERGO' : 'Kotak';
