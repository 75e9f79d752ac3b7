export { LENDERS, lenderCatalog } from './lenderCatalog.js';
export type {
  LoanKind,
  LoanProduct,
  ProcessingFee,
  PropertyType,
  ProviderType,
  RateRange,
} from './lenderTypes.js';
export { PROPERTY_TYPES } from './lenderTypes.js';
export { productAt, productPath, slugOf } from './productPath.js';
