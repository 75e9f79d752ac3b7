import type { PartyId } from '../../catalog/parties.js';
import type { CoverTaxClass } from '../../payments/insuranceGstRule.js';

// One record per insurance cover (issue 21): what was spread over per-product maps (plans,
// products, neutrality, premium, lead add, policy request) is the fields of the cover's own
// file in this folder. The ids below are the lists the records are checked against, as the
// catalogue's `PARTY_IDS` are.

/** The single (non-combo) covers, in the spec's order. */
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

/** The person covers' journeys (decision 054), in the registry's order. */
export const COVER_VARIANT_IDS = [
  'dengueMalaria',
  'dengueOnly',
  'accident',
  'hospicash',
  'dengueMalariaVoluntary',
  'accidentVoluntary',
] as const;
export type CoverVariantId = (typeof COVER_VARIANT_IDS)[number];

/** The insurers: the catalogue's parties (`catalog/parties.ts`) that underwrite a cover. */
export type InsurerId = Extract<
  PartyId,
  'iciciLombard' | 'hdfcErgo' | 'kotakGeneral' | 'kotakLife'
>;

/** A person cover's journey variant (spec 03 §2, decision 054). */
export interface PersonVariant {
  id: CoverVariantId;
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

/** A journey that sells the cover: its prefix is `insurance/<slug>`. */
export interface CoverJourney {
  slug: string;
  /** The journey's title. */
  title: string;
  /** What it sells in the documents' words when not the cover's (dengue-only: `dengue cover`). */
  purpose?: string;
  /** A person cover's variant; absent for the other covers. */
  variant?: PersonVariant;
  /** What this journey sells for GST when not the cover's (a group policy's voluntary variant). */
  taxClass?: CoverTaxClass;
}

/** A plan row as the spec writes it: [premium, sum insured], whole rupees; its insurer if not the cover's. */
export type PlanRow = readonly [premium: number, sumInsured: number, insurer?: InsurerId];

/**
 * How the API proposes a lead to the insurer (decision 048): the shop insured under its
 * name; the applicant as the insured person with a nominee; every insured family member
 * (group health); the OPD cover's member.
 */
export type ProposalShape = 'business' | 'person' | 'groupHealth' | 'opd';

/**
 * What every plan of a cover shows on its plan step besides its insurer, sum insured and
 * premium (issue 22 §1, decision 083). The key exclusions are the cover's `neutrality` rule.
 */
export interface CoverFacts {
  /** The key inclusions: what a claim pays for, in short sentences. */
  inclusions: readonly string[];
  /** The waiting periods, each 'what: how long'; a cover without one says so. */
  waitingPeriods: readonly string[];
  /**
   * The insurer's published policy wording; null while none is given to us: the plan step then
   * links the sample wording page, marked 'Sample policy wording — sandbox' (decision 083).
   */
  wordingUrl: string | null;
}

/** What every cover, single or combo, says about itself. */
interface CoverBase {
  /** The product id the leads, policies and payments carry. */
  id: InsuranceProduct;
  /** The slug entry links name as `prettyName`; the terms page's. */
  slug: string;
  /** The name shown to the buyer. */
  name: string;
  /** The cover in words, lower case, as a document's sentence uses it: `shop insurance`. */
  purpose: string;
  /** The journeys that sell it (prefix `insurance/<slug>`). */
  journeys: readonly CoverJourney[];
  /** The lead-add call (under /api) its leads are quoted and answered by (spec 03 §7). */
  leadAddPath: string;
}

export interface SingleCover extends CoverBase {
  kind: 'single';
  id: SingleProduct;
  /** Lombard's leads have their own call (spec 03 §7); the other covers share one. */
  leadAddPath: 'insurances/lead/add' | 'insurances/lombard/lead/add';
  /** The insurer that underwrites it. */
  insurer: InsurerId;
  /** False while the insurer is decision 045's PLACEHOLDER, not named by the spec. */
  insurerConfirmed: boolean;
  /** Its instrument id (INS-COM-28; decision 045's assignment). */
  instrumentId: number;
  /** Its plans: the table's rows; row n's plan id is `idBlock + n` (from 1). */
  plans: { idBlock: number; rows: readonly PlanRow[] };
  /**
   * The premium rule: the table's premium is what the buyer pays, GST included at the rate of
   * its tax class on the day of purchase (decisions 045, 075; `INSURANCE_GST_RULE`).
   */
  premium: { taxClass: CoverTaxClass };
  /** The neutrality rule's disclosure (decision 045): the key exclusions shown before payment. */
  neutrality: { keyExclusions: readonly string[] };
  /** Its plans' inclusions, waiting periods and policy wording (decision 083). */
  facts: CoverFacts;
  /** The proposal the API puts to the insurer. */
  proposal: ProposalShape;
  /**
   * The plan ids a combo sells this cover at, by level of life cover 1–3 (decision 055);
   * absent when no combo includes it.
   */
  comboLevelPlanIds?: readonly [number, number, number];
}

export interface ComboCover extends CoverBase {
  kind: 'combo';
  id: ComboProduct;
  leadAddPath: 'insurances/lead/combo/add';
  /** Its parts' records, term first (spec 03 §9). */
  parts: readonly SingleCover[];
  /** Its plan ids are `planIdBlock + level` (decision 055). */
  planIdBlock: number;
}

export type InsuranceCover = SingleCover | ComboCover;
