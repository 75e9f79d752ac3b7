import {
  accountTypeName,
  type CreditReport,
  type FactorRating,
  scoreFactors,
  scoreLevelOf,
} from '@tara/core/creditReport';
import { formatDate, formatINR } from '@tara/core/format';
import { ApiError } from '../../api/ApiError';
import { fetchCreditReport } from '../../api/creditReportApi';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLoading } from '../../app/PageLoading';
import { useLoad } from '../../lib/useLoad';
import { LikelyCards } from './LikelyCards';
import './creditReport.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; report: CreditReport; pulledAt: string };

/** The report as a PDF (decision 038): a plain link, so it downloads in the app's web view too. */
const REPORT_DOC = '/api/credit-report/doc';

const RATING_WORDS: Record<FactorRating, string> = {
  good: 'Good',
  fair: 'Fair',
  poor: 'Needs work',
};

/**
 * /profile/credit-score: the user's latest report explained: the score, then each factor
 * that moves it with this user's own figure and one thing to do, then the accounts.
 */
export function CreditScorePage() {
  useDocumentTitle('Your credit score');
  const load = useLoad(() => fetchCreditReport(), []);
  const loaded: Loaded =
    load.status === 'ready'
      ? {
          status: 'ready',
          report: load.data.results.report_json,
          pulledAt: load.data.results.pulled_at,
        }
      : load.status === 'loading'
        ? { status: 'loading' }
        : load.error instanceof ApiError && load.error.status === 404
          ? { status: 'none' }
          : { status: 'failed', message: load.error instanceof Error ? load.error.message : '' };

  return (
    <div className="credit-score">
      <nav aria-label="Breadcrumb" className="credit-score__crumbs">
        <AppLink to="/profile/my-home">Your profile</AppLink>
      </nav>
      <h1>Your credit score</h1>
      {loaded.status === 'loading' && <PageLoading />}
      {loaded.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {loaded.message || 'We could not load your credit report. Please try again.'}
        </p>
      )}
      {loaded.status === 'none' && (
        <div className="notice">
          <p>
            You have not fetched your credit report yet. It is free and does not lower your score.
          </p>
          <AppLink className="button" to="/financial-fitness">
            Check my credit score
          </AppLink>
        </div>
      )}
      {loaded.status === 'ready' && <Report report={loaded.report} pulledAt={loaded.pulledAt} />}
    </div>
  );
}

function Report({ report, pulledAt }: { report: CreditReport; pulledAt: string }) {
  const factors = scoreFactors(report);
  return (
    <>
      <section className="credit-score__card" aria-labelledby="score-heading">
        <h2 id="score-heading" className="visually-hidden">
          Score
        </h2>
        {report.score === null ? (
          <p className="credit-score__value">No score yet</p>
        ) : (
          <>
            <p className="credit-score__value">
              <strong>{report.score}</strong> <span>out of 900</span>
            </p>
            <p className="credit-score__level">{scoreLevelOf(report.score).text}</p>
          </>
        )}
        <p className="credit-score__source">
          From Experian, fetched {formatDate(pulledAt)}.{' '}
          {report.score === null &&
            'The bureau holds too little history to score yet: your first card or loan starts it.'}
        </p>
        <a className="button button--secondary" href={REPORT_DOC} download>
          Download report (PDF)
        </a>
      </section>
      <section aria-labelledby="factors-heading">
        <h2 id="factors-heading">What moves your score</h2>
        <ul className="credit-score__factors">
          {factors.map((f) => (
            <li key={f.id} className="credit-score__factor">
              <h3>
                {f.title} <span className="credit-score__impact">{f.impact} impact</span>
              </h3>
              {f.rating && (
                <p className={`credit-score__rating credit-score__rating--${f.rating}`}>
                  {RATING_WORDS[f.rating]}
                </p>
              )}
              <p className="credit-score__figure">{f.figure}</p>
              <p className="credit-score__action">{f.action}</p>
            </li>
          ))}
        </ul>
      </section>
      {report.accounts.length > 0 && (
        <section aria-labelledby="accounts-heading">
          <h2 id="accounts-heading">Your accounts</h2>
          <ul className="credit-score__accounts">
            {report.accounts.map((a) => (
              <li key={`${a.lender}-${a.accountLast4}-${a.openedOn}`}>
                <strong>
                  {a.lender} {accountTypeName(a.type)}
                </strong>{' '}
                ending {a.accountLast4}
                <br />
                {a.closedOn
                  ? `Closed ${formatDate(a.closedOn)}`
                  : `Owed ${formatINR(a.balancePaise / 100)} of ${formatINR(a.sanctionedPaise / 100)}`}
                {' · '}opened {formatDate(a.openedOn)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <LikelyCards />
      <p>
        <AppLink to="/financial-fitness">Fetch my report again</AppLink>
      </p>
    </>
  );
}
