import { lenderCatalog } from '@tara/core/catalog';
import type { CreditHistoryKey } from '@tara/core/rules';
import { compileLoans, homeLoanApplicant, loanEligibility, ltvCap } from '@tara/core/rules/loans';
import type { HomeOffersBody } from './homeOfferSchemas.js';
import { offersOf } from './loanOffers.js';

// The home-loan offers (decision 056): the journey's answers judged by core's engine over the
// catalog's home loans, as the personal loan's (decision 050) — every matched offer in the
// neutral order with its Key Fact Statement's APR, the others with their reasons — and RBI's
// loan-to-value cap on the home in words, said when it is below the amount asked.

const compiled = compileLoans(lenderCatalog);

export function homeLoanOffers(body: HomeOffersBody, year: number) {
  const applicant = homeLoanApplicant(body, year);
  const result = loanEligibility(compiled, applicant, { kind: 'home' });
  const employment = applicant.employment ?? 'salaried';
  // An unknown level is priced as the engine prices it: the range's highest rate, as Average.
  const creditLevel: CreditHistoryKey =
    body.creditLevel === 'unknown' ? 'average' : body.creditLevel;
  const offers = offersOf(result, { employment, creditLevel }, 'home-loan');
  const cap = ltvCap(body.propertyValue);
  return {
    data: {
      results: offers.results,
      metadata: {
        ...offers.metadata,
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
