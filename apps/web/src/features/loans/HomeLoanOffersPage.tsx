import { formatINR } from '@tara/core/format';
import { homeLoanOfferBody } from '@tara/core/rules/loans';
import { ApiError } from '../../api/ApiError';
import { request } from '../../api/request';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useLoad } from '../../lib/useLoad';
import { EmiBanner } from './EmiBanner';
import { LoanOfferItem } from './LoanOfferItem';
import type { HomeOffersResponse } from './loanTypes';
import { NotMatchedLenders } from './NotMatchedLenders';
import { useOffersPlace } from './useOffersPlace';
import './loans.css';

const JOURNEY = 'home-loan/check-eligibility';

type Load =
  | { status: 'loading' }
  | { status: 'noLead' }
  | { status: 'ready'; body: HomeOffersResponse['data'] }
  | { status: 'error'; message: string };

const NO_LEAD: Load = { status: 'noLead' };

/**
 * /home-loan/offers (spec 02 §2.5; decision 056): every lender's home loan for the answers of
 * the visitor's home-loan eligibility check, on equal terms as the personal loan's (decision
 * 050) — matched offers in the neutral order, each with its Key Fact Statement, none
 * preselected — then RBI's loan-to-value cap explained when it limits the amount, how offers
 * are ordered, and the lenders not matched with why: the list first, as on the personal loan's
 * page, and Back from a KFS to the same place (decision 087). Only what the engine reads is
 * sent: no name or mobile.
 */
export function HomeLoanOffersPage() {
  useDocumentTitle('Home loan offers');
  const loaded = useLoad(async (signal): Promise<Load> => {
    const lead = await request<{ data: { results: { answers: Record<string, unknown> } | null } }>(
      `lead/current?journey=${JOURNEY}`,
      { signal },
    );
    const answers = lead.data.results?.answers;
    if (!answers?.propertyValue) return NO_LEAD;
    const body = await request<HomeOffersResponse>('loans/home/offers', {
      method: 'POST',
      body: homeLoanOfferBody(answers),
      signal,
    });
    return { status: 'ready', body: body.data };
  }, []);
  const { error } = loaded.status === 'error' ? loaded : { error: null };
  const load: Load =
    loaded.status === 'ready'
      ? loaded.data
      : loaded.status === 'loading'
        ? { status: 'loading' }
        : error instanceof ApiError && error.status === 404
          ? NO_LEAD
          : {
              status: 'error',
              // The call's own errors joined (spec 02 §8), else a plain retry message.
              message:
                (error instanceof ApiError && error.errors.join(', ')) ||
                'We could not load the offers. Please try again.',
            };

  const ready = load.status === 'ready' ? load.body : null;
  const { open, toggle, keepView } = useOffersPlace(ready !== null);
  return (
    <div className="lo" onClickCapture={keepView}>
      <h1 className="lo__title">Home loan offers</h1>
      {load.status === 'loading' && <p role="status">Finding offers…</p>}
      {load.status === 'noLead' && (
        <p>
          Answer a few questions about the home and your income to see every lender’s offer.{' '}
          <AppLink to={`/${JOURNEY}`}>Check your eligibility</AppLink>
        </p>
      )}
      {load.status === 'error' && (
        <p role="alert" className="notice notice--error">
          {load.message}
        </p>
      )}
      {ready && (
        <>
          <p className="lo__change">
            <AppLink to={`/${JOURNEY}/property-details-1`} className="lo__more">
              Change your answers
            </AppLink>
          </p>
          <h2 className="lo__section">Offers you match ({ready.results.matched.length})</h2>
          {ready.results.matched.length === 0 ? (
            <p>No lender’s rules match your answers yet: see below what each lender needs.</p>
          ) : (
            <ul className="lo__list" aria-label="Home loan offers">
              {ready.results.matched.map((item) => (
                <LoanOfferItem
                  key={item.product.id}
                  item={item}
                  loan="home-loan"
                  open={open.has(item.product.id)}
                  onToggle={(isOpen) => toggle(item.product.id, isOpen)}
                />
              ))}
            </ul>
          )}
          {ready.metadata.ltv.applies && (
            <section aria-labelledby="hl-ltv" className="lo__how">
              <h2 id="hl-ltv">Why the amount is capped</h2>
              <p>{ready.metadata.ltv.text}</p>
              <p>
                The offers above lend at most {formatINR(ready.metadata.ltv.maxLoan, 0)}; you would
                pay the rest of the price yourself.
              </p>
            </section>
          )}
          <section aria-labelledby="hl-how" className="lo__how">
            <h2 id="hl-how">How offers are matched and ordered</h2>
            <EmiBanner text={ready.metadata.dailyEmi} matched={ready.results.matched} />
            <p>{ready.metadata.order}</p>
          </section>
          <NotMatchedLenders id="hl-missed" missed={ready.results.notMatched} />
          <p>
            <AppLink to="/explore-home-loans" className="lo__more">
              About home loans
            </AppLink>
          </p>
        </>
      )}
    </div>
  );
}
