import { ContentPage } from './ContentPage';
import { METRO_TERMS } from './metroTerms';
import { PAGE_TITLES } from './titles';

/**
 * /metro-stc/terms-and-conditions (METRO-13, GEN-05, HP-08; decision 043): the METRO membership
 * terms, opened in a new tab from the hp and metro journeys' terms boxes.
 */
export function MetroTermsPage() {
  return (
    <ContentPage
      heading={PAGE_TITLES.metroTerms}
      lead="These terms apply to the METRO Cash & Carry membership offer you reach through Tara."
    >
      <ol>
        {METRO_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <p>
        The offer is run by METRO Cash & Carry. Tara passes on your details to take part in it and
        does not decide who qualifies.
      </p>
    </ContentPage>
  );
}
