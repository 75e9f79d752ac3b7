import { formatPercent } from '@tara/core/format';
import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import { PageLoading } from '../../app/PageLoading';
import { ErrorNotice } from '../../lib/ErrorNotice';
import type { Application } from './applications';
import type { ApplicationsState } from './useCardApplications';

type Heading = 'h2' | 'h3';

/** One application: its card journey, dates, progress, and Resume or See offers. */
function ApplicationItem({ app, heading: H }: { app: Application; heading: Heading }) {
  const titleId = `app-${app.leadId}`;
  return (
    <article className="app-item" aria-labelledby={titleId}>
      <H id={titleId} className="app-item__title">
        {app.title}
      </H>
      <p className="app-item__dates">
        Started {app.started}
        {app.updated && app.updated !== app.started ? `, last saved ${app.updated}` : ''}
      </p>
      {app.status === 'incomplete' ? (
        <>
          <div
            className="app-item__progress"
            role="progressbar"
            aria-label={`${app.title} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={app.progress}
          >
            <div style={{ width: `${app.progress}%` }} />
          </div>
          <p className="app-item__status">{formatPercent(app.progress)} done</p>
          <AppLink className="button" to={app.resumeTo}>
            Resume<span className="visually-hidden"> {app.title} application</span>
          </AppLink>
        </>
      ) : app.status === 'exited' ? (
        <>
          <p className="app-item__status">Closed. See what happened and what comes next.</p>
          <AppLink className="button button--secondary" to={app.resumeTo}>
            See the status<span className="visually-hidden"> of the {app.title}</span>
          </AppLink>
        </>
      ) : (
        <>
          <p className="app-item__status">
            Finished. The lender decides on your application and contacts you.
          </p>
          {/* The offers page asks the server for this lead's offers (decision 031). */}
          <AppLink
            className="button button--secondary"
            to={`/credit-card/offers?lead=${encodeURIComponent(app.leadId)}`}
          >
            See your offers<span className="visually-hidden"> for the {app.title}</span>
          </AppLink>
        </>
      )}
    </article>
  );
}

export function ApplicationItems({ apps, heading }: { apps: Application[]; heading: Heading }) {
  return (
    <ul className="app-list">
      {apps.map((app) => (
        <li key={app.leadId}>
          <ApplicationItem app={app} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

/** Loading, error (with retry) and "some journeys could not be checked" around `children`. */
export function ApplicationsStatus({
  state,
  retry,
  children,
}: {
  state: ApplicationsState;
  retry: () => void;
  children: (ready: Extract<ApplicationsState, { status: 'ready' }>) => ReactNode;
}) {
  if (state.status === 'loading') return <PageLoading label="Finding your applications…" />;
  if (state.status === 'error') {
    return (
      <ErrorNotice message="We could not load your applications. Please try again." retry={retry} />
    );
  }
  return (
    <>
      {state.failed > 0 && (
        <div className="notice notice--error profile__partial">
          <p role="alert">
            Some applications could not be checked just now, so this list may be incomplete.
          </p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Check again
          </button>
        </div>
      )}
      {children(state)}
    </>
  );
}

/** When there is nothing to list. */
export function NoApplications({ text }: { text: string }) {
  return (
    <div className="notice">
      <p>{text}</p>
      <AppLink className="button" to="/explore-credit-cards">
        Explore credit cards
      </AppLink>
    </div>
  );
}
