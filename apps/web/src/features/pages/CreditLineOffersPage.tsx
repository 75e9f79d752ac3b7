import { AppLink } from '../../app/AppLink';
import { ContentPage } from './ContentPage';
import { offersOf } from './creditLineResult';
import { OfferList } from './OfferList';
import { PAGE_TITLES } from './titles';
import { useCreditLineLead } from './useCreditLineLead';

/**
 * /credit-line/offers (spec 02 §2.2; decision 037): the offers the lender made on the
 * visitor's generic credit-line application, each with its limit, tenure, rate and fees, shown
 * alike (nothing preselected); the applicant accepts one on the journey's offer step.
 */
export function CreditLineOffersPage() {
  const loaded = useCreditLineLead('credit-line');
  const lead = loaded.status === 'ready' ? loaded.lead : null;
  const offers = offersOf(lead);
  return (
    <ContentPage heading="Your credit line offers" title={PAGE_TITLES.creditLineOffers}>
      {loaded.status === 'loading' && <p role="status">Loading your offers…</p>}
      {loaded.status === 'error' && (
        <p role="alert">We could not load your offers. Please try again.</p>
      )}
      {loaded.status === 'ready' && offers.length === 0 && (
        <p>No offers yet: the lender makes one once your application reaches its approval step.</p>
      )}
      <OfferList offers={offers} />
      <p>
        {lead?.current ? (
          <AppLink className="button" to={`/${lead.last_loc}`}>
            Continue your application
          </AppLink>
        ) : (
          <AppLink className="button" to="/credit-line/step1">
            Apply for a credit line
          </AppLink>
        )}
      </p>
    </ContentPage>
  );
}
