// The loan calls' answers (decisions 050, 056): the personal- and home-loan offers and the Key
// Fact Statement. Types only: the API's zod schemas are checked against them.
import type { LoanProduct } from '../catalog/lenders/lenderTypes.js';
import type { KeyFactStatement } from '../rules/loans/keyFactStatement.js';

/** A loan product as the offers and lender pages read it, with the lender page's path segments. */
export type LoanProductView = LoanProduct & { bankSlug: string; slug: string };

/** A matched product's offer: the amounts in rupees, the EMI in paise. */
export interface LoanOfferTerms {
  amount: number;
  maxAmount: number;
  tenureMonths: number;
  rateBp: number;
  emiPaise: number;
  processingFee: number;
  /** The Key Fact Statement's APR, basis points: the KFS page and PDF show the same. */
  aprBp: number;
  /** The penal charges, in the KFS's words. */
  penalCharges: string;
  /** The KFS page of this offer (no personal data in it). */
  kfsPath: string;
}

export interface LoanOfferView {
  product: LoanProductView;
  offer: LoanOfferTerms;
  reasons: string[];
}

/** A product that did not match, with the reasons. */
export interface LoanMissView {
  product: LoanProductView;
  failed: number;
  notMatched: string[];
}

/** GET /api/loans/personal/offers */
export interface LoanOffersResponse {
  data: {
    results: { matched: LoanOfferView[]; notMatched: LoanMissView[] };
    /** How offers are matched and ordered; spec 02 §9's daily EMI line (null: no match). */
    metadata: { order: string; dailyEmi: string | null; total: number };
  };
}

/** GET /api/loans/kfs/:productId */
export interface KfsResponse {
  data: {
    results: {
      product: LoanProductView;
      lenderGrievance: string;
      ourGrievance: string;
      kfs: KeyFactStatement;
    };
  };
}

/**
 * GET /api/leads/:leadId/kfs (decision 080): the Key Fact Statement of a partner's offer to a
 * lead (the business loan, the credit lines), before the applicant accepts it. The rows are
 * the KFS's words, the same as its PDF's; `feesKnown` false: the offer gave no fee, and the
 * APR and total leave it out (the rows say so).
 */
export interface LeadKfsResponse {
  data: {
    results: {
      lenderName: string;
      /** What the product is: 'business loan', 'credit line'. */
      purpose: string;
      kind: 'loan' | 'creditLine';
      /** A short reference of the application (from the lead id). */
      reference: string;
      feesKnown: boolean;
      amountPaise: number;
      annualRateBp: number;
      tenureMonths: number;
      processingFeePaise: number | null;
      emiPaise: number;
      totalPayablePaise: number;
      aprBp: number;
      coolingOffDays: number;
      penalCharges: string;
      /** A credit line's illustrative drawdown, in words; null for a loan. */
      illustration: string | null;
      rows: { label: string; value: string }[];
      schedule: KeyFactStatement['schedule'];
      pdfPath: string;
      /** The application's journey, where its offer step is (`/credit-line/nacl`). */
      journeyPath: string;
    };
  };
}

/** A home-loan offer: what bounds the most one can borrow (the lender, income, RBI's LTV cap). */
export type HomeLoanOfferView = LoanOfferView & {
  offer: { limitedBy: 'lender' | 'income' | 'value' };
};

/** POST /api/loans/home/offers (decision 056): the offers, and RBI's cap on the home. */
export interface HomeOffersResponse {
  data: {
    results: { matched: HomeLoanOfferView[]; notMatched: LoanMissView[] };
    metadata: {
      order: string;
      dailyEmi: string | null;
      total: number;
      /** RBI's loan-to-value cap on the home; `applies`: it is below the amount asked. */
      ltv: {
        propertyValue: number;
        maxLoan: number;
        capBp: number;
        text: string;
        applies: boolean;
      };
    };
  };
}
