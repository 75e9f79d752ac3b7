import {
  choosePersonalLoanLender,
  compileLoans,
  LENDER_MATCH_CALL,
  LENDER_ROUTES,
  lenderCatalog,
  PL_CREDIT_REPORT_CALL,
  type Scalar,
} from '@tara/core';
import type { PartnerCall, PartnerCallInput } from '../partnerCall.js';

/** The answers the match reads: what the engine judges (decision 047), nothing else. */
const READ = [
  'empType',
  'dobYear',
  'monthlyIncome',
  'city',
  'itrStatus',
  'businessVintageId',
  'annualTurnoverId',
  'expectedLoanAmount',
  'expectedLoanTenure',
  'preferredLenderId',
] as const;

/**
 * `pl.lenderMatch` (personal-loan step5.1 'Expected Loan Tenure?', decision 049): the loan
 * engine of decision 047 over the lender catalog, in-house (no partner is asked, so it cannot
 * be unavailable). The chosen lender — the preferred one when it matched, else the lowest APR —
 * answers its product's route (`loanApp`, `booking`, `own`, `other`) or `none`; the step's next
 * rules read it. The credit score is step1's pull's, when there was one.
 */
export function plLenderMatchCall(options: { now: () => Date }): PartnerCall {
  const catalog = compileLoans(lenderCatalog);
  const factsOf = (call: Pick<PartnerCallInput, 'facts'>) => {
    const score = call.facts[PL_CREDIT_REPORT_CALL]?.creditScore;
    return {
      year: options.now().getUTCFullYear(),
      creditScore: typeof score === 'number' ? score : null,
    };
  };
  return {
    name: LENDER_MATCH_CALL,
    mode: 'live',
    outcomes: LENDER_ROUTES,
    input(call) {
      const input: Record<string, Scalar> = { creditScore: factsOf(call).creditScore };
      for (const key of READ) {
        const value = call.answers[key];
        input[key] = value === undefined ? null : JSON.stringify(value);
      }
      return input;
    },
    async run(call) {
      const chosen = choosePersonalLoanLender(catalog, call.answers, factsOf(call));
      const match = chosen.chosen;
      const facts: Record<string, Scalar> = { matched: chosen.matched };
      if (match) {
        Object.assign(facts, {
          lenderId: match.product.lenderId,
          lenderName: match.product.lenderName,
          instrumentId: match.product.id,
          offeredAmount: match.offer.amount,
          emiPaise: match.offer.emiPaise,
          rateBps: match.offer.rateBp,
          tenureMonths: match.offer.tenureMonths,
        });
      }
      return {
        kind: 'answered',
        outcome: chosen.route,
        facts,
        record: {
          request: { matched: chosen.matched },
          response: { outcome: chosen.route, ...facts },
        },
      };
    },
  };
}
