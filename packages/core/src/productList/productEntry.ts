// What everyone but the journeys' walkers needs to know of a product, without its journey
// definitions: the web's home page, menu, tabs, hubs and route table read it (the generated
// `PRODUCT_LIST`); the API and core read the same fields off the descriptors (products/).
import type { PartyId } from '../catalog/parties.js';
import type { ObjectType } from '../catalog/products.js';

/** Where a product is shown: the home page, its family's menu entry and tab, its family's hub. */
export type Placement = 'home' | 'menu' | 'tab' | 'hub';

/** The rules that price what a product sells (named, so the API can find each). */
export type PriceRule =
  /** core insurance `planPremium`: the chosen plan's premium. */
  | 'planPremium'
  /** core insurance `coverPremium`: a person cover's plan, by age where it is age-banded. */
  | 'coverPremium'
  /** core insurance `groupHealthQuote`: the plan and the insured members. */
  | 'groupHealthQuote'
  /** core insurance `comboPlans`: the sum of the combo's parts. */
  | 'comboPremium'
  /** The membership plan's invoice amount, from the plans table. */
  | 'membershipPlan'
  /** core `ewQuote`: the warranty's premium from the device's invoice value and cover years. */
  | 'ewQuote';

/** A button: its label and the app path it opens. */
export interface Action {
  label: string;
  path: string;
}

/** What a product sells through the payments: its object type and the rule that prices it. */
export interface Sells {
  objectType: ObjectType;
  priceRule: PriceRule;
  /** The payment status screen's button once it is paid (PS-03): where the buyer sees it. */
  afterPayment: Action;
}

/** The documents a product issues, by kind. */
export type DocumentKind =
  | 'loanAgreement'
  | 'keyFactStatement'
  | 'nachForm'
  | 'mandatePage'
  | 'sanctionLetter'
  | 'policySchedule'
  | 'certificate'
  | 'receipt'
  | 'creditReport';

export interface ProductEntry {
  /** Unique, stable: the journey prefix of a one-journey product (`credit-cards/sbi`). */
  id: string;
  /** The name people see, e.g. `SBI Card credit card`. */
  name: string;
  /** The family it belongs to (`PRODUCT_FAMILIES`). */
  family: string;
  /** The lender, issuer or insurer (catalog/parties.ts); null when the buyer chooses among many. */
  provider: PartyId | null;
  /** The party the marketplace acts as for this product (catalog/parties.ts). */
  agent: PartyId;
  /** Its journeys' prefixes, the first the one it starts with. */
  journeys: string[];
  /** Its pages that are not journeys, through which it is sold (the credit report's self-pull). */
  pages: string[];
  /** Where it starts: an app path; null for a product that is not built (no journey, no page). */
  entry: string | null;
  /** Whether it can be used today: a registered journey, or a page of its own. */
  live: boolean;
  appearsIn: Placement[];
  /** What it sells through the payments, or null (loans and cards are not paid here). */
  sells: Sells | null;
  documents: DocumentKind[];
  /** What a loan is for, in the documents' words ("credit line", "business loan"); else null. */
  purpose: string | null;
  /** The insurance product (core insurance's id: `shop`, `termAccident`, ...) of a cover; else null. */
  cover: string | null;
}

/** A product that can be used today: it has somewhere to start. */
export type LiveProduct = ProductEntry & { live: true; entry: string };

/** Whether `product` can be used today (and so has an entry). */
export const isLive = (product: ProductEntry): product is LiveProduct =>
  product.live && product.entry !== null;
