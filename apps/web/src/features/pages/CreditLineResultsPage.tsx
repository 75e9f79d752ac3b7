import { journeyList } from '@tara/core/journeyList';
import { AppLink } from '../../app/AppLink';
import { useParams } from '../../app/router';
import { readCallFailure } from '../../lib/callFailure';
import { ContentPage } from './ContentPage';
import { offersOf, type ResultKind, resultJourney, resultKind } from './creditLineResult';
import { OfferList } from './OfferList';
import { PAGE_TITLES } from './titles';
import { useCreditLineLead } from './useCreditLineLead';

const DEFAULT_ERROR = 'Oops! Something went wrong, try again later!';

const HEADINGS: Record<ResultKind, string> = {
  approved: 'Your credit line is approved',
  review: 'Your application is under review',
  rejected: 'We could not approve your credit line',
  error: 'We could not finish this step',
  none: 'You have no credit line application yet',
};

/**
 * /credit-line/results(/:cd)(/:q) (spec 02 §2.2, §4.2; decision 037): the application's result
 * (approved with its offer, under review, rejected), or the error a partner left (kept in
 * sessionStorage by the journey) with the way back to the step, which the lead still stands on.
 */
export function CreditLineResultsPage() {
  const { cd, q } = useParams<{ cd?: string; q?: string }>();
  const journey = resultJourney(
    q,
    journeyList.map((j) => j.prefix),
  );
  const first = journeyList.find((j) => j.prefix === journey)?.first ?? 'step1';
  const loaded = useCreditLineLead(journey);
  const failure = readCallFailure();
  const lead = loaded.status === 'ready' ? loaded.lead : null;
  if (loaded.status === 'loading') {
    return (
      <ContentPage heading="Your credit line application" title={PAGE_TITLES.creditLineResults}>
        <p role="status">Loading your application…</p>
      </ContentPage>
    );
  }
  const kind = resultKind(cd, lead, failure !== null);
  const offers = kind === 'approved' ? offersOf(lead) : [];
  const retry = failure?.from ?? (lead?.current ? `/${lead.last_loc}` : null);
  return (
    <ContentPage heading={HEADINGS[kind]} title={PAGE_TITLES.creditLineResults}>
      {kind === 'approved' && (
        <>
          <p>You can use it at our partner stores and platforms.</p>
          <OfferList offers={offers} />
        </>
      )}
      {kind === 'review' && (
        <p>
          We are waiting for the lender. Your answers are saved: you can come back at any time and
          carry on where you left off.
        </p>
      )}
      {kind === 'rejected' && (
        <p role="alert">
          {lead?.exit?.message ??
            'Thanks for your interest. One of our team members would get in touch with you'}
        </p>
      )}
      {kind === 'none' && (
        <>
          <p>There is no application on this device or account to show a result for.</p>
          <p>
            <AppLink className="button" to={`/${journey}/${first}`}>
              Start
            </AppLink>
          </p>
        </>
      )}
      {kind === 'error' && (
        <>
          <p role="alert">{failure?.errors.join(' ') || lead?.exit?.message || DEFAULT_ERROR}</p>
          <p>Your answers are saved. You can try again in a little while.</p>
        </>
      )}
      <p>
        {(kind === 'review' || kind === 'error') && retry && (
          <AppLink className="button" to={retry}>
            {kind === 'error' ? 'Try again' : 'Continue your application'}
          </AppLink>
        )}{' '}
        <AppLink className="button button--secondary" to="/">
          Back to home
        </AppLink>
      </p>
    </ContentPage>
  );
}
