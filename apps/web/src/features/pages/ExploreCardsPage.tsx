import { AppLink } from '../../app/AppLink';
import { CARD_JOURNEYS } from '../../lib/cardJourneys';
import { PageLinks } from './ContentPage';
import { useDocumentTitle } from './documentTitle';
import { PAGE_TITLES } from './titles';

/** A line under each card journey: what applying there involves. */
const JOURNEY_LINES: Record<string, string> = {
  sbi: 'A few questions on your work and income, then the SBI Card cards you may get.',
  hdfc: 'Includes questions on your office address and any existing relationship with HDFC Bank.',
  icici: 'Your address, date of birth and work, then the ICICI Bank cards that fit.',
  rbl: 'Salaried? Give your take-home salary. Self-employed? The income in your last ITR.',
  citi: 'One of the shortest: personal details, work and income, then your address.',
  amex: 'The last step asks for your Aadhaar number; we keep only its last four digits.',
  stashfin: 'Asks about any card you already hold and whether you applied to Stashfin before.',
};

const DEFAULT_LINE = 'Answer a few questions and see the cards you may be eligible for.';

/** Explore credit cards: one entry per card journey (the full card marketplace comes later). */
export function ExploreCardsPage() {
  useDocumentTitle(PAGE_TITLES.exploreCreditCards);
  return (
    <div className="gp">
      <h1 className="gp__title">{PAGE_TITLES.exploreCreditCards}</h1>
      <p className="gp__lead">
        Pick an issuer. Tara asks a few questions and shows the cards you may be eligible for, with
        the reasons, before anything is sent to the bank.
      </p>
      <ul className="card-list">
        {CARD_JOURNEYS.map(({ alias, issuer }) => (
          <li key={alias}>
            <section className="card-list__item" aria-labelledby={`explore-${alias}`}>
              <h2 id={`explore-${alias}`}>{issuer}</h2>
              <p>{JOURNEY_LINES[alias] ?? DEFAULT_LINE}</p>
              <AppLink className="button" to={`/credit-cards/${alias}/step1`}>
                Check eligibility<span className="visually-hidden"> for {issuer} cards</span>
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
