import { listedJourneys } from '@tara/core/journeyList';
import { productsAt } from '@tara/core/productList';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLinks } from './ContentPage';
import { PAGE_TITLES } from './titles';

/** A line under each card journey (by prefix): what applying there involves. */
const JOURNEY_LINES: Record<string, string> = {
  'credit-cards/sbi':
    'A few questions on your work and income, then the SBI Card cards you may get.',
  'credit-cards/hdfc':
    'Includes questions on your office address and any existing relationship with HDFC Bank.',
  'credit-cards/icici': 'Your address, date of birth and work, then the ICICI Bank cards that fit.',
  'credit-cards/rbl':
    'Salaried? Give your take-home salary. Self-employed? The income in your last ITR.',
  'credit-cards/citi': 'One of the shortest: personal details, work and income, then your address.',
  'credit-cards/amex':
    'The last step asks for your Aadhaar number; we keep only its last four digits.',
  'credit-cards/stashfin':
    'Asks about any card you already hold and whether you applied to Stashfin before.',
};

const DEFAULT_LINE = 'Answer a few questions and see the cards you may be eligible for.';

/**
 * Explore credit cards: one entry per card journey the catalogue lists on the family's page
 * (the full card marketplace comes later).
 */
export function ExploreCardsPage() {
  useDocumentTitle(PAGE_TITLES.exploreCreditCards);
  const listed = new Set(productsAt('hub', 'credit-cards').flatMap((p) => p.journeys));
  return (
    <div className="gp">
      <h1 className="gp__title">{PAGE_TITLES.exploreCreditCards}</h1>
      <p className="gp__lead">
        Pick an issuer. Tara asks a few questions and shows the cards you may be eligible for, with
        the reasons, before anything is sent to the bank.
      </p>
      <ul className="card-list">
        {listedJourneys('credit-cards')
          .filter(({ prefix }) => listed.has(prefix))
          .map(({ prefix, provider }) => (
            <li key={prefix}>
              <section className="card-list__item" aria-labelledby={`explore-${idOf(prefix)}`}>
                <h2 id={`explore-${idOf(prefix)}`}>{provider}</h2>
                <p>{JOURNEY_LINES[prefix] ?? DEFAULT_LINE}</p>
                <AppLink className="button" to={`/${prefix}`}>
                  Check eligibility<span className="visually-hidden"> for {provider} cards</span>
                </AppLink>
              </section>
            </li>
          ))}
      </ul>
      <p className="form__hint">
        Checking your eligibility is free and does not affect your credit score. The bank or NBFC
        decides on your application.
      </p>
      <PageLinks />
    </div>
  );
}

/** `credit-cards/sbi` → `credit-cards-sbi`: an element id. */
const idOf = (prefix: string): string => prefix.replaceAll('/', '-');
