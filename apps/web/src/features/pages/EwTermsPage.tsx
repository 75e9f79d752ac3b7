import { ProductTermsPage } from './ProductTermsPage';

/**
 * /extended-warranty/terms-and-conditions (decision 064): the extended warranty's own terms,
 * opened in a new tab from the ew journey's terms box (it opened Tara's terms of use before).
 */
export function EwTermsPage() {
  return <ProductTermsPage product="ew" />;
}
