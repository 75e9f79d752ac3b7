import {
  type DocumentParties,
  grievanceLine,
  type ProductDocument,
  type ProductParties,
  type TaraRole,
} from '../catalog/documentParties.js';
import { type Party, type PartyId, partyById } from '../catalog/parties.js';
import type { DocumentKind } from '../productList/productEntry.js';
import { PRODUCTS } from './catalogue.js';
import type { ProductDescriptor } from './productDescriptor.js';

// Who a product's documents name (issue 21, decision 069), read from its descriptor: the
// provider (and a cover's other insurers), what the marketplace is to them, the purpose, and
// the documents it issues. A product added to the catalogue prints its own parties.

/** The descriptor's document kinds that name the parties, by the documents' routes' names. */
const NAMED_BY: Readonly<Record<ProductDocument, DocumentKind>> = {
  agreement: 'loanAgreement',
  kfs: 'keyFactStatement',
  nachForm: 'nachForm',
  mandate: 'mandatePage',
  policySchedule: 'policySchedule',
};
const PARTY_DOCUMENTS = Object.keys(NAMED_BY) as ProductDocument[];

/** What the marketplace is to an insurer, and to a lender (decisions 045 and 050). */
const roleOf = (product: ProductDescriptor): TaraRole =>
  product.family === 'insurance' ? 'insurance web aggregator' : 'lending service provider';

/**
 * The parties of a product, or null when it names none: no document that names them, or no
 * provider yet (a personal loan's KFS names the chosen offer's lender).
 */
export function partiesOf(product: ProductDescriptor): ProductParties | null {
  const documents = PARTY_DOCUMENTS.filter((d) => product.documents?.includes(NAMED_BY[d]));
  const [first, ...rest] = [
    ...new Set<PartyId>([
      ...(product.provider ? [product.provider] : []),
      ...(product.underwriters ?? []),
    ]),
  ];
  if (documents.length === 0 || !first || !product.purpose) return null;
  return {
    providers: [first, ...rest],
    taraActsAs: roleOf(product),
    purpose: product.purpose,
    documents,
  };
}

/** The products that issue documents naming their parties, by journey prefix. */
export const PRODUCT_PARTIES: Readonly<Record<string, ProductParties>> = Object.fromEntries(
  PRODUCTS.flatMap((product) => {
    const parties = partiesOf(product);
    return parties ? product.journeys.map((j) => [j.prefix, parties] as const) : [];
  }),
);

/** The parties of a journey's product, or null when it issues no documents. */
export const productPartiesOf = (journey: string): ProductParties | null =>
  Object.hasOwn(PRODUCT_PARTIES, journey) ? (PRODUCT_PARTIES[journey] ?? null) : null;

/**
 * The parties a journey's document names, or null when the product does not issue that
 * document (the routes answer 404 for it). `company` is the marketplace as configured
 * (decision 079, `companyParty`).
 */
export function documentPartiesOf(
  journey: string,
  document: ProductDocument,
  company: Party,
): DocumentParties | null {
  const product = productPartiesOf(journey);
  if (!product?.documents.includes(document)) return null;
  const provider = partyById(product.providers[0]);
  return {
    provider,
    tara: company,
    taraActsAs: product.taraActsAs,
    purpose: product.purpose,
    grievance: grievanceLine(provider),
  };
}
