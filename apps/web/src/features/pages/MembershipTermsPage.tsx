import { ProductTermsPage } from './ProductTermsPage';

/**
 * /membership/terms-and-conditions (decision 064): the Tara membership's own terms, opened in
 * a new tab from the hp journey's terms box (it opened METRO's before).
 */
export function MembershipTermsPage() {
  return <ProductTermsPage product="membership" />;
}
