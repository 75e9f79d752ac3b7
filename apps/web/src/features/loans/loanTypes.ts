// The loan calls' answers as the pages read them: core's contract, the API's schemas
// (apps/api/src/modules/loans) checked against it.

export type {
  HomeOffersResponse,
  KfsResponse,
  LeadKfsResponse,
  LoanMissView as MissView,
  LoanOffersResponse as OffersResponse,
  LoanOfferView as OfferView,
  LoanProductView as ProductView,
} from '@tara/core/contract';
