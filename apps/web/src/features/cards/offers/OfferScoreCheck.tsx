import { creditReportErrorText, scoreLevelOf } from '@tara/core/creditReport';
import { CONSENT_TEXTS } from '@tara/core/submission';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/ApiError';
import { type LeadPullResponse, leadPull } from '../../../api/creditReportApi';
import { AppLink } from '../../../app/AppLink';

type Check =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; result: LeadPullResponse['results'] }
  | { status: 'refused'; message: string };

/**
 * On the offers: the user's credit score pulled with the application's own details
 * (POST /leads/credit-report/self-pull, CR-31), with the cards likely at that score, the
 * chosen card's issuer first. A refusal that needs the user (another mobile on file, a step-3
 * search) is finished on the self-pull page, which walks every next action.
 */
export function OfferScoreCheck({ leadId, providerId }: { leadId: string; providerId?: number }) {
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!consent || check.status === 'busy') return;
    setCheck({ status: 'busy' });
    try {
      const res = await leadPull({ leadId, consent, ...(providerId ? { providerId } : {}) });
      setCheck({ status: 'done', result: res.results });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = creditReportErrorText(error.status, {
        errors: [...error.errors],
        metadata: {
          masked_mobiles_message:
            typeof error.metadata.masked_mobiles_message === 'string'
              ? error.metadata.masked_mobiles_message
              : '',
        },
      });
      const report = {
        source: 'self-pull',
        status: error.status,
        message,
        path: '/credit-card/offers',
        values: { consent, providerId: providerId ?? null },
      } as const;
      void import('../../../api/clientErrorsApi').then((m) => m.reportClientError(report));
      setCheck({ status: 'refused', message });
    }
  };

  if (check.status === 'done') {
    const { report_json: report, recommendations = [] } = check.result;
    return (
      <section className="offers__score" aria-labelledby="offers-score">
        <h2 id="offers-score" className="offers__section">
          Your credit score
        </h2>
        <p>
          {report.score === null
            ? 'No score yet: the bureau holds too little history.'
            : `${report.score} out of 900: ${scoreLevelOf(report.score).text}`}
        </p>
        {recommendations.length > 0 && (
          <>
            <p>Cards you are likely to get with this score:</p>
            <ul>
              {recommendations.map((card) => (
                <li key={card.id}>
                  <a href={`#offer-${card.id}`}>{card.name}</a> · {card.issuer_bank_name}
                </li>
              ))}
            </ul>
          </>
        )}
        <AppLink to="/profile/credit-score">See what moves your score</AppLink>
      </section>
    );
  }

  return (
    <section className="offers__score" aria-labelledby="offers-score">
      <h2 id="offers-score" className="offers__section">
        Check your credit score
      </h2>
      <p>Free, with the details you gave. Checking your own score does not lower it.</p>
      {check.status === 'refused' && (
        <div className="notice notice--error" role="alert">
          <p>{check.message}</p>
          <AppLink to="/financial-fitness">Check it on the credit-report page</AppLink>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="offers__score-consent">
          <input
            id="offers-score-consent"
            type="checkbox"
            checked={consent}
            aria-invalid={touched && !consent}
            aria-describedby={touched && !consent ? 'offers-score-consent-error' : undefined}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <label htmlFor="offers-score-consent">{CONSENT_TEXTS['credit-report'].text}</label>
          {touched && !consent && (
            <p id="offers-score-consent-error" className="offers__score-error">
              Please agree to let us fetch your credit report to continue
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={check.status === 'busy'}>
          {check.status === 'busy' ? 'Fetching your score…' : 'Check my score'}
        </button>
      </form>
    </section>
  );
}
