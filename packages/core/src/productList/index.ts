export type {
  Action,
  DocumentKind,
  LiveProduct,
  Placement,
  PriceRule,
  ProductEntry,
  Sells,
} from './productEntry.js';
export { isLive } from './productEntry.js';
export type { FamilyLink, ProductFamily } from './productFamilies.js';
export { PRODUCT_FAMILIES } from './productFamilies.js';
export { type Catalogue, catalogue, familyOf, isFamilyLive, productsAt } from './productList.js';
export { productOfJourney } from './productOfJourney.js';
