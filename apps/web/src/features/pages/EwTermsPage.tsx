import { ContentPage } from './ContentPage';
import { EW_TERMS } from './productTerms';
import { TermsSections } from './TermsSections';
import { PAGE_TITLES } from './titles';

/**
 * /extended-warranty/terms-and-conditions (decision 064): the extended warranty's own terms,
 * opened in a new tab from the ew journey's terms box (it opened Tara's terms of use before).
 */
export function EwTermsPage() {
  return (
    <ContentPage
      heading={PAGE_TITLES.ewTerms}
      lead="These terms apply to the extended warranty you buy through Tara."
    >
      <TermsSections id="ew-terms" sections={EW_TERMS} />
    </ContentPage>
  );
}
