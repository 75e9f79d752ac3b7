import { PL_CREDIT_REPORT_CALL } from '@tara/core/catalog';
import type { LoanOfferQuery } from '@tara/core/rules/loans';
import { filterLoanOffers, queryFromAnswers } from '@tara/core/rules/loans';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { isAbort, request } from '../../api/request';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { EmiBanner } from './EmiBanner';
import { LoanOfferItem } from './LoanOfferItem';
import type { OffersResponse } from './loanTypes';
import { NotMatchedLenders } from './NotMatchedLenders';
import { OfferFilterPanel } from './OfferFilterPanel';
import { OfferForm } from './OfferForm';
import { lendersOf, loanOfferFilters } from './offerFilters';
import {
  formOfQuery,
  OFFER_FORM_DEFAULTS,
  offersPath,
  readOfferForm,
  unknownScoreNote,
  withDefaults,
} from './offerForm';
import { newestLead, OFFERS_LEAD_JOURNEYS, type OffersLead } from './offersLead';
import { useOffersPlace } from './useOffersPlace';
import './loans.css';

/** This tab's last query, so the page is as it was after a KFS (session only; decision 050). */
const SAVED = 'tara.personalLoanOffers';

function savedQuery(): LoanOfferQuery | null {
  try {
    const raw = sessionStorage.getItem(SAVED);
    return raw ? (JSON.parse(raw) as LoanOfferQuery) : null;
  } catch {
    return null;
  }
}

type Load =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; body: OffersResponse['data'] }
  | { status: 'error'; message: string };

/**
 * /personal-loan/offers (spec 02 §2.4; decision 050): every lender's personal loan for the
 * applicant on equal terms — the matched offers in the neutral order (APR, then EMI, then
 * lender), each with its Key Fact Statement, none preselected — then the lenders not matched
 * with why. The applicant: this tab's last answers, else the newer of the personal loan's and
 * its eligibility check's leads, else the short form.
 */
export function LoanOffersPage() {
  useDocumentTitle('Personal loan offers');
  const year = new Date().getFullYear();
  const [query, setQuery] = useState<LoanOfferQuery | null>(savedQuery);
  const [initial, setInitial] = useState(OFFER_FORM_DEFAULTS);
  const [askLead, setAskLead] = useState(query === null);
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [editing, setEditing] = useState(false);

  // The lead's answers, once, when this tab has none of its own: the newer of the personal
  // loan's and its eligibility check's (decision 058), a journey without a lead read as none.
  useEffect(() => {
    if (!askLead) return;
    const controller = new AbortController();
    const leadOf = (journey: string) =>
      request<{ data: { results: OffersLead | null } }>(
        `lead/current?journey=${encodeURIComponent(journey)}`,
        { signal: controller.signal },
      ).then(
        (body) => body.data.results,
        (error: unknown) => {
          if (isAbort(error)) throw error;
          return null;
        },
      );
    Promise.all(OFFERS_LEAD_JOURNEYS.map(leadOf)).then(
      (found) => {
        const lead = newestLead(found);
        const facts = lead?.calls?.[PL_CREDIT_REPORT_CALL]?.facts ?? {};
        const form = formOfQuery(queryFromAnswers(lead?.answers ?? {}, facts));
        const read = readOfferForm(form, year);
        if ('query' in read) setQuery(read.query);
        else setInitial(withDefaults(form));
        setAskLead(false);
      },
      (error: unknown) => {
        if (!isAbort(error)) setAskLead(false);
      },
    );
    return () => controller.abort();
  }, [askLead, year]);

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    request<OffersResponse>(offersPath(query), { signal: controller.signal }).then(
      (body) => setLoad({ status: 'ready', body: body.data }),
      (error: unknown) => {
        if (isAbort(error)) return;
        // The call's own errors joined (spec 02 §8), else a plain retry message.
        const errors = error instanceof ApiError ? error.errors.join(', ') : '';
        setLoad({
          status: 'error',
          message: errors || 'We could not load the offers. Please try again.',
        });
      },
    );
    return () => controller.abort();
  }, [query]);

  const ready = load.status === 'ready' ? load.body : null;
  // Back from a KFS or a booking: the list as it was left (decision 087).
  const { filters, setFilters, open, toggle, keepView, reset } = useOffersPlace(ready !== null);
  const shown = useMemo(
    () => (ready ? filterLoanOffers(ready.results.matched, loanOfferFilters(filters)) : []),
    [ready, filters],
  );
  const lenders = useMemo(
    () =>
      ready
        ? lendersOf([...ready.results.matched, ...ready.results.notMatched].map((o) => o.product))
        : [],
    [ready],
  );

  const onQuery = (q: LoanOfferQuery) => {
    sessionStorage.setItem(SAVED, JSON.stringify(q));
    setEditing(false);
    reset();
    setQuery(q);
    // The first offer at the top of the screen, not where the form's button was.
    window.scrollTo(0, 0);
  };
  const showForm = !askLead && (query === null || editing);
  const scoreNote = query ? unknownScoreNote(query) : null;

  return (
    <div className="lo" onClickCapture={keepView}>
      <h1 className="lo__title">Personal loan offers</h1>
      {askLead && <p role="status">Loading…</p>}
      {showForm && (
        <>
          <p>
            Tell us a little about yourself to see every lender’s offer. We do not ask for your PAN
            here.
          </p>
          <OfferForm initial={query ? formOfQuery(query) : initial} year={year} onQuery={onQuery} />
        </>
      )}
      {query && !editing && (
        <p className="lo__change">
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            Change your details
          </button>
        </p>
      )}
      {load.status === 'loading' && <p role="status">Finding offers…</p>}
      {load.status === 'error' && (
        <p role="alert" className="notice notice--error">
          {load.message}
        </p>
      )}
      {ready && !editing && (
        <>
          <h2 className="lo__section">
            Offers you match ({shown.length} of {ready.results.matched.length} shown)
          </h2>
          <OfferFilterPanel values={filters} lenders={lenders} onChange={setFilters} />
          {shown.length === 0 ? (
            <p>No offer matches these filters.</p>
          ) : (
            <ul className="lo__list" aria-label="Personal loan offers">
              {shown.map((item) => (
                <LoanOfferItem
                  key={item.product.id}
                  item={item}
                  open={open.has(item.product.id)}
                  onToggle={(isOpen) => toggle(item.product.id, isOpen)}
                />
              ))}
            </ul>
          )}
          <section aria-labelledby="lo-how" className="lo__how">
            <h2 id="lo-how" className="lo__section">
              How offers are matched and ordered
            </h2>
            <EmiBanner text={ready.metadata.dailyEmi} matched={ready.results.matched} />
            <p>{ready.metadata.order}</p>
            {scoreNote && (
              <p>
                {scoreNote}{' '}
                <AppLink to="/financial-fitness">Check your credit score for free</AppLink>
              </p>
            )}
          </section>
          <NotMatchedLenders id="lo-missed" missed={ready.results.notMatched} />
          <p>
            <AppLink to="/explore-personal-loans" className="lo__more">
              About personal loans
            </AppLink>
          </p>
        </>
      )}
    </div>
  );
}
