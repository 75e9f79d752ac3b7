import type { LoanProduct } from '@tara/core/catalog';
import { grievanceLine, lenderCatalog, slugOf } from '@tara/core/catalog';
import { type CompanyIdentity, companyParty } from '@tara/core/company';
import {
  applicantOfQuery,
  compileLoans,
  dailyEmiText,
  howLoanOffersAreOrdered,
  type KeyFactStatement,
  type KfsQuery,
  kfsCreditLevel,
  type LoanEligibility,
  type LoanOfferQuery,
  loanEligibility,
  offerKeyFacts,
  orderLoanOffers,
} from '@tara/core/rules/loans';

// The personal-loan offers and their Key Fact Statements (decision 050), from core's engine
// over the lender catalog, compiled once when the module loads. The offer's APR shown is its
// KFS's (bisection on the schedule), so the list, the KFS page and its PDF print one figure.

const compiled = compileLoans(lenderCatalog);

export type ProductView = LoanProduct & { bankSlug: string; slug: string };

/** A product with its lender page's path segments. */
export const productView = (p: LoanProduct): ProductView => ({
  ...p,
  bankSlug: slugOf(p.lenderName),
  slug: slugOf(p.name),
});

/** The catalog's products of a kind, as views. */
export const productsOf = (kind: LoanProduct['kind']): ProductView[] =>
  lenderCatalog.filter((p) => p.kind === kind).map(productView);

export const productById = (id: number): LoanProduct | undefined =>
  lenderCatalog.find((p) => p.id === id);

/** The KFS page of an offer: the product and the four things its price depends on. */
export function kfsPath(productId: number, q: KfsQuery, journey: OffersJourney): string {
  const search = new URLSearchParams({
    amount: String(q.amount),
    tenure: String(q.tenure),
    employment: q.employment,
    creditLevel: q.creditLevel,
  });
  return `/${journey}/kfs/${productId}?${search}`;
}

/**
 * The lender's grievance officer, as the KFS must name them. The catalogue does not hold the
 * officer's contact: the line says where the lender gives it, inventing none (decision 079).
 */
export const lenderGrievance = (p: LoanProduct): string =>
  `Grievance Redressal Officer of ${p.lenderName}: name, phone and e-mail as stated in ${p.lenderName}’s Key Fact Statement and loan agreement`;

/** Ours, as the lending service provider: the configured company's (decisions 050, 069, 079). */
export const ourGrievance = (company: CompanyIdentity): string =>
  grievanceLine(companyParty(company));

function keyFacts(product: LoanProduct, q: KfsQuery): KeyFactStatement {
  const kfs = offerKeyFacts(product, q);
  if (typeof kfs === 'string') throw new Error(kfs);
  return kfs;
}

/** Every personal-loan product for the query: matched offers in order, the others with why. */
export function personalLoanOffers(q: LoanOfferQuery, year: number) {
  const result = loanEligibility(compiled, applicantOfQuery(q, year), { kind: 'personal' });
  // "I don't know" (decision 076): the engine priced it at each range's highest rate; its KFS
  // and booking links say Average, the level of that same rate.
  const pricing = { employment: q.employment, creditLevel: kfsCreditLevel(q.creditLevel) };
  return { data: offersOf(result, pricing, 'personal-loan') };
}

/** The journeys whose offers pages link a KFS page of their own. */
export type OffersJourney = 'personal-loan' | 'home-loan';

/**
 * An offers page's results and metadata: the matched offers in order, each with its APR,
 * penal charges and KFS page (priced for the applicant's employment and credit level), and
 * the other products with why.
 */
export function offersOf(
  result: LoanEligibility,
  pricing: Pick<KfsQuery, 'employment' | 'creditLevel'>,
  journey: OffersJourney,
) {
  const matched = orderLoanOffers(
    result.matched.map((m) => {
      const terms: KfsQuery = {
        amount: m.offer.amount,
        tenure: m.offer.tenureMonths,
        employment: pricing.employment,
        creditLevel: pricing.creditLevel,
      };
      const kfs = keyFacts(m.product, terms);
      return {
        product: productView(m.product),
        offer: {
          ...m.offer,
          aprBp: kfs.aprBp,
          penalCharges: kfs.penalCharges,
          kfsPath: kfsPath(m.product.id, terms, journey),
        },
        reasons: m.reasons,
      };
    }),
  );
  const notMatched = result.notMatched.map((m) => ({
    product: productView(m.product),
    failed: m.failed,
    notMatched: m.notMatched,
  }));
  return {
    results: { matched, notMatched },
    metadata: {
      order: howLoanOffersAreOrdered(),
      dailyEmi: result.best ? dailyEmiText(result.best.emiPaise, result.best.amount) : null,
      total: matched.length + notMatched.length,
    },
  };
}

/** A product's Key Fact Statement, or the reason it cannot be made (404 / 422). */
export function productKeyFacts(
  productId: number,
  q: KfsQuery,
): { product: ProductView; kfs: KeyFactStatement } | { status: 404 | 422; message: string } {
  const product = productById(productId);
  // Personal loans' and home loans' (decision 056: the home-loan offers link theirs).
  if (product?.kind !== 'personal' && product?.kind !== 'home') {
    return { status: 404, message: 'Loan product not found' };
  }
  const kfs = offerKeyFacts(product, q);
  if (typeof kfs === 'string') return { status: 422, message: kfs };
  return { product: productView(product), kfs };
}
