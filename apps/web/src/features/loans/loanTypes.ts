import type { LoanProduct } from '@tara/core/catalog';
import type { KeyFactStatement } from '@tara/core/rules/loans';

// The loan calls' answers as the pages read them (apps/api/src/modules/loans).

export type ProductView = LoanProduct & { bankSlug: string; slug: string };

export interface OfferView {
  product: ProductView;
  offer: {
    amount: number;
    maxAmount: number;
    tenureMonths: number;
    rateBp: number;
    emiPaise: number;
    processingFee: number;
    aprBp: number;
    penalCharges: string;
    kfsPath: string;
  };
  reasons: string[];
}

export interface MissView {
  product: ProductView;
  failed: number;
  notMatched: string[];
}

export interface OffersResponse {
  data: {
    results: { matched: OfferView[]; notMatched: MissView[] };
    metadata: { order: string; dailyEmi: string | null; total: number };
  };
}

export interface KfsResponse {
  data: {
    results: {
      product: ProductView;
      lenderGrievance: string;
      ourGrievance: string;
      kfs: KeyFactStatement;
    };
  };
}

/** POST /api/loans/home/offers (decision 056): the offers, and RBI's cap on the home. */
export interface HomeOffersResponse {
  data: {
    results: {
      matched: (OfferView & { offer: { limitedBy: 'lender' | 'income' | 'value' } })[];
      notMatched: MissView[];
    };
    metadata: {
      order: string;
      dailyEmi: string | null;
      total: number;
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
