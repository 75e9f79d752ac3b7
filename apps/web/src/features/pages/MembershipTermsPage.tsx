import { ContentPage } from './ContentPage';
import { MEMBERSHIP_TERMS } from './productTerms';
import { TermsSections } from './TermsSections';
import { PAGE_TITLES } from './titles';

/**
 * /membership/terms-and-conditions (decision 064): the Tara membership's own terms, opened in
 * a new tab from the hp journey's terms box (it opened METRO's before).
 */
export function MembershipTermsPage() {
  return (
    <ContentPage
      heading={PAGE_TITLES.membershipTerms}
      lead="These terms apply to the Tara membership plans you buy on Tara."
    >
      <TermsSections id="membership-terms" sections={MEMBERSHIP_TERMS} />
    </ContentPage>
  );
}
