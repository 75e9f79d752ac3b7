import { lenderCatalog } from '@tara/core/catalog';
import type { CreditHistoryKey } from '@tara/core/rules';
import {
  compileLoans,
  dailyEmiText,
  homeLoanApplicant,
  howLoanOffersAreOrdered,
  type KfsQuery,
  loanEligibility,
  ltvCap,
  offerKeyFacts,
  orderLoanOffers,
} from '@tara/core/rules/loans';
import type { HomeOffersBody } from './homeOfferSchemas.js';
import { productView } from './loanOffers.js';

// The home-loan offers (decision 056): the journey's answers judged by core's engine over the
// catalog's home loans, as the personal loan's (decision 050) — every matched offer in the
// neutral order with its Key Fact Statement's APR, the others with their reasons — and RBI's
// loan-to-value cap on the home in words, said when it is below the amount asked.

const compiled = compileLoans(lenderCatalog);

/** The KFS page of a home-loan offer: the product and what its price depends on. */
export function homeKfsPath(productId: number, q: KfsQuery): string {
  const search = new URLSearchParams({
    amount: String(q.amount),
    tenure: String(q.tenure),
    employment: q.employment,
    creditLevel: q.creditLevel,
  });
  return `/home-loan/kfs/${productId}?${search}`;
}

export function homeLoanOffers(body: HomeOffersBody, year: number) {
  const applicant = homeLoanApplicant(body, year);
  const result = loanEligibility(compiled, applicant, { kind: 'home' });
  const employment = applicant.employment ?? 'salaried';
  // An unknown level is priced as the engine prices it: the range's highest rate, as Average.
  const creditLevel: CreditHistoryKey =
    body.creditLevel === 'unknown' ? 'average' : body.creditLevel;
  const matched = orderLoanOffers(
    result.matched.map((m) => {
      const terms: KfsQuery = {
        amount: m.offer.amount,
        tenure: m.offer.tenureMonths,
        employment,
        creditLevel,
      };
      const kfs = offerKeyFacts(m.product, terms);
      if (typeof kfs === 'string') throw new Error(kfs);
      return {
        product: productView(m.product),
        offer: {
          ...m.offer,
          aprBp: kfs.aprBp,
          penalCharges: kfs.penalCharges,
          kfsPath: homeKfsPath(m.product.id, terms),
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
  const cap = ltvCap(body.propertyValue);
  return {
    data: {
      results: { matched, notMatched },
      metadata: {
        order: howLoanOffersAreOrdered(),
        dailyEmi: result.best ? dailyEmiText(result.best.emiPaise, result.best.amount) : null,
        total: matched.length + notMatched.length,
        ltv: {
          propertyValue: cap.propertyValue,
          maxLoan: cap.maxLoan,
          capBp: cap.capBp,
          text: cap.text,
          applies: body.expectedLoanAmount > cap.maxLoan,
        },
      },
    },
  };
}
