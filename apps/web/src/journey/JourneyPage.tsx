import type { JourneyContext } from '@tara/core/engine';
import { lastLocation } from '@tara/core/engine';
import { journeyAt } from '@tara/core/journeyList';
import { useEffect, useMemo, useState } from 'react';
import { resetLead } from '../api/leadsApi';
import { AppLink } from '../app/AppLink';
import { PageLoading } from '../app/PageLoading';
import { Redirect } from '../app/Redirect';
import { useNavigate, useParams, usePathname, useSearch } from '../app/router';
import { useSession } from '../app/session';
import { clearLeadSession, UNVERIFIED_USER_KEY, writeSession } from '../lib/sessionKeys';
import { adminEntry } from './adminEntry';
import { isEndRoute, JourneyEnd } from './JourneyEnd';
import { JourneyStep } from './JourneyStep';
import { verifiedMobiles } from './mobileVerified';
import { leadState, resolveEntry } from './resolveEntry';
import type { SaveOutcome } from './saveStep';
import { useJourneyData } from './useJourneyData';
import './journey.css';
import './fields/fields.css';

/** `/<prefix>/:stepId` of every journey: loads the journey and the lead, guards, shows the step. */
export function JourneyPage() {
  const { stepId = '' } = useParams();
  const entry = journeyAt(usePathname());
  const search = useSearch();
  const navigate = useNavigate();
  const session = useSession();
  // The route table mounts this page only on registered prefixes.
  const journey = entry?.prefix ?? '';
  const first = entry?.first ?? '';
  const here = `/${journey}/${stepId}`;
  const query = new URLSearchParams(search);
  const resetting = query.get('reset') === '1';
  const admin = adminEntry(query);
  const { data, setLead, reload } = useJourneyData(journey, !resetting && !admin.encodedData);
  const [notice, setNotice] = useState<string | null>(null);
  // Context flags conditions read (a disclaimer pre-checked for admins). From the server's
  // session check; the server, authoritative, applies its own on every save.
  const context = useMemo<JourneyContext>(
    () => ({ isAdmin: session.isAdmin, isLoggedIn: session.isLoggedIn }),
    [session.isAdmin, session.isLoggedIn],
  );
  const sessionKnown = session.status !== 'checking';

  useEffect(() => {
    if (!resetting) return;
    let live = true;
    clearLeadSession();
    resetLead(journey)
      .catch(() => undefined)
      .then(() => {
        if (!live) return;
        setLead(null);
        navigate(`/${journey}/${first}`, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [resetting, journey, first, navigate, setLead]);

  // Admin entry: the prefill (base64 JSON, never decoded or kept here) becomes the lead on
  // the server; the query leaves the URL; an admin form source jumps to the next step.
  const { encodedData, fromAdmin } = admin;
  useEffect(() => {
    if (!encodedData || !sessionKnown) return;
    let live = true;
    void import('./prefill').then(async ({ runPrefill }) => {
      const outcome = await runPrefill(journey, encodedData);
      if (!live) return;
      if (outcome.kind === 'failed') setNotice(outcome.message);
      const jump = fromAdmin && session.isAdmin && outcome.kind === 'prefilled';
      navigate(jump ? outcome.to : here, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [encodedData, fromAdmin, sessionKnown, session.isAdmin, journey, here, navigate]);

  if (resetting) return <PageLoading label="Starting again…" />;
  if (encodedData) return <PageLoading label="Filling in the details…" />;
  if (data.status === 'loading' || !sessionKnown) return <PageLoading />;
  if (data.status !== 'ready') {
    const missing = data.status === 'notFound';
    return (
      <div className="notice notice--error">
        <h1 className="notice__title">
          {missing ? 'We could not find this application' : 'Something went wrong'}
        </h1>
        {missing ? (
          <AppLink to="/">See all credit cards</AppLink>
        ) : (
          <>
            <p role="alert">{data.message}</p>
            <button type="button" className="button" onClick={reload}>
              Try again
            </button>
          </>
        )}
      </div>
    );
  }

  const { def, lead } = data;
  const state = leadState(def, lead, context);
  if (fromAdmin) {
    return <Redirect to={session.isAdmin ? `/${lastLocation(def, state)}` : here} />;
  }
  if (isEndRoute(def, stepId)) {
    const ended = lead && (lead.status === 'exited' || lead.status === 'complete');
    return ended ? (
      <JourneyEnd def={def} lead={lead} />
    ) : (
      <Redirect to={`/${lastLocation(def, state)}`} />
    );
  }
  const step = resolveEntry(def, state, stepId);
  if (step.kind === 'redirect') return <Redirect to={step.to} />;

  const onOutcome = (outcome: SaveOutcome) => {
    if (outcome.kind === 'saved') {
      // The journey's first save created the lead: the native app (its web view) hears of it.
      if (!lead && window.ReactNativeWebView) {
        const created = outcome.lead;
        void import('../app/nativeBridge').then((m) => m.postLeadCreated(created));
      }
      setLead(outcome.lead);
      if (outcome.userId) writeSession(UNVERIFIED_USER_KEY, outcome.userId);
      navigate(outcome.to);
    } else if (outcome.kind === 'moved') {
      reload();
      navigate(outcome.to, { replace: true });
    }
  };

  return (
    <>
      {notice && (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      )}
      <JourneyStep
        key={`${journey}/${step.step.id}/${lead?.updated_at ?? ''}`}
        def={def}
        step={step.step}
        state={state}
        lead={lead}
        context={context}
        verified={verifiedMobiles(lead, session.user)}
        onOutcome={onOutcome}
      />
    </>
  );
}
