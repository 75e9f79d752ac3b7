import type { SubmissionReview } from '@tara/core/contract';
import { formatINR } from '@tara/core/format';
import { wholeAadhaarProblem } from '@tara/core/submission';
import { useEffect, useRef, useState } from 'react';
import { applyForCard, reviewApplication, sendApplicationOtp } from '../../../api/cardsApi';
import { AppLink } from '../../../app/AppLink';
import { PageLoading } from '../../../app/PageLoading';
import { useNavigate, useParams, useSearch } from '../../../app/router';
import { FactList, rowFact } from '../../../lib/FactList';
import { keptWholeAadhaar, LEAD_ID_KEY, readSession } from '../../../lib/sessionKeys';
import { useLoad } from '../../../lib/useLoad';
import { AcceptBox } from '../AcceptBox';
import { submitApplication } from '../applyFlow';
import { IssuerTermsLink } from '../IssuerTermsLink';
import { createKeyRing } from '../keyRing';
import { messageOf } from '../messages';
import { AadhaarAgain } from './AadhaarAgain';
import { OtpBox } from './OtpBox';
import './review.css';

/** The offers page, where a rejection sends the applicant back (decision 009). */
const OFFERS_LOCATION = 'credit-card/offers';

/**
 * `credit-card/offers/review/:cardId` (decision 028): before anything goes to the issuer, the
 * data that will be sent (identifiers masked), the card's fees and the issuer's terms, an
 * unticked acceptance box and, unless the mobile is verified already, the OTP sent to it.
 */
export function SubmissionReviewPage() {
  const { cardId = '' } = useParams<{ cardId: string }>();
  // The offers page names the lead in the query (any tab); else this tab's card lead.
  const leadId = new URLSearchParams(useSearch()).get('lead') || readSession(LEAD_ID_KEY);
  // Without a lead the page says so below; nothing is asked.
  const loaded = useLoad(
    (signal) =>
      leadId ? reviewApplication(leadId, Number(cardId), signal) : new Promise<never>(() => {}),
    [leadId, cardId],
  );

  if (!leadId) {
    return (
      <div className="review">
        <p className="notice">Answer a few questions first, and we will show your offers.</p>
        <AppLink className="button" to="/credit-cards">
          Choose a credit card
        </AppLink>
      </div>
    );
  }
  if (loaded.status === 'loading') return <PageLoading label="Getting your application ready…" />;
  if (loaded.status === 'error') {
    return (
      <div className="review">
        <p className="notice notice--error" role="alert">
          {messageOf(loaded.error)}
        </p>
        <p className="link-line">
          <AppLink to="/credit-card/offers">Back to your offers</AppLink>
        </p>
      </div>
    );
  }
  return <Review review={loaded.data} />;
}

function Review({ review }: { review: SubmissionReview }) {
  const navigate = useNavigate();
  const { card } = review;
  const [accepted, setAccepted] = useState(false);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [keys] = useState(createKeyRing);
  // The whole Aadhaar number the issuer needs (decision 061): typed at the step in this page's
  // life (memory only), else asked again here.
  const [kept] = useState(() => keptWholeAadhaar(review.leadId));
  const [aadhaar, setAadhaar] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const last4 = review.aadhaarLast4;
  const askAadhaar = last4 !== null && (kept === null || error?.field === 'aadhaar');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!accepted) {
      setError({ message: 'Please tick the box to accept the terms', field: 'accepted' });
      return;
    }
    const problem = askAadhaar && last4 !== null ? wholeAadhaarProblem(aadhaar, last4) : null;
    if (problem) {
      setError({ message: problem, field: 'aadhaar' });
      return;
    }
    if (review.otpNeeded && !/^\d{6}$/.test(otp)) {
      setError({ message: 'Please enter the 6-digit OTP sent to your mobile', field: 'otp' });
      return;
    }
    const whole = last4 === null ? null : askAadhaar ? aadhaar : kept;
    setBusy(true);
    setError(null);
    const outcome = await submitApplication(
      {
        leadId: review.leadId,
        cardId: card.id,
        lastLocation: OFFERS_LOCATION,
        accepted: true,
        ...(review.otpNeeded ? { otp } : {}),
        ...(whole ? { aadhaar: whole } : {}),
      },
      keys,
      applyForCard,
      { name: card.name, issuer: card.issuer },
    );
    setBusy(false);
    if (outcome.kind === 'answered') {
      navigate(outcome.to, { replace: true });
      return;
    }
    const field = outcome.kind === 'refused' ? (Object.keys(outcome.fields)[0] ?? null) : null;
    setError({ message: outcome.message, field });
  };

  const fee = (rupees: number) => (rupees === 0 ? 'Free' : formatINR(rupees));
  return (
    <form className="review" onSubmit={submit} noValidate>
      <p className="review__kicker">{card.issuer}</p>
      <h1 ref={heading} tabIndex={-1} className="review__title">
        Check before we send your application for the {card.name}
      </h1>
      <p className="review__info">Nothing is sent to {card.issuer} until you confirm below.</p>

      <h2 className="review__section">Key terms and fees</h2>
      <FactList
        className="review__list"
        facts={[
          { label: 'Joining fee', value: fee(card.joining_fee) },
          { label: 'Annual fee', value: fee(card.annual_fee) },
          card.discounted_fee !== card.joining_fee && {
            label: 'Joining fee after our discount',
            value: fee(card.discounted_fee),
          },
        ]}
      />
      <IssuerTermsLink issuer={card.issuer} href={card.terms_url} />

      <h2 className="review__section">What we will send to {card.issuer}</h2>
      <FactList className="review__list" facts={review.rows.map(rowFact)} />

      <AcceptBox
        text={review.acceptText}
        checked={accepted}
        onChange={setAccepted}
        errorId={error?.field === 'accepted' ? 'review-error' : undefined}
      />

      {askAadhaar && last4 !== null && (
        <AadhaarAgain
          last4={last4}
          issuer={card.issuer}
          value={aadhaar}
          invalid={error?.field === 'aadhaar'}
          onChange={setAadhaar}
        />
      )}

      {review.otpNeeded && (
        <OtpBox
          mobile={review.mobile}
          value={otp}
          invalid={error?.field === 'otp'}
          onChange={setOtp}
          send={() => sendApplicationOtp(review.leadId, review.mobile)}
        />
      )}

      {error && (
        <p id="review-error" className="notice notice--error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="button review__submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Sending…' : `Send my application to ${card.issuer}`}
      </button>
      <p className="link-line">
        <AppLink to="/credit-card/offers">Back to your offers</AppLink>
      </p>
    </form>
  );
}
