import { ContentPage } from './ContentPage';
import { EW_TERMS, MEMBERSHIP_TERMS, type TermsSection } from './productTerms';
import { TermsSections } from './TermsSections';
import { PAGE_TITLES } from './titles';

/** A product's own terms page (decision 064): its heading, whom they apply to, its sections. */
export function ProductTermsPage({ product }: { product: keyof typeof PRODUCT_TERMS }) {
  const { heading, lead, id, sections } = PRODUCT_TERMS[product];
  return (
    <ContentPage heading={heading} lead={lead}>
      <TermsSections id={id} sections={sections} />
    </ContentPage>
  );
}

const PRODUCT_TERMS: Record<
  'ew' | 'membership',
  { heading: string; lead: string; id: string; sections: readonly TermsSection[] }
> = {
  ew: {
    heading: PAGE_TITLES.ewTerms,
    lead: 'These terms apply to the extended warranty you buy through Tara.',
    id: 'ew-terms',
    sections: EW_TERMS,
  },
  membership: {
    heading: PAGE_TITLES.membershipTerms,
    lead: 'These terms apply to the Tara membership plans you buy on Tara.',
    id: 'membership-terms',
    sections: MEMBERSHIP_TERMS,
  },
};
