import type { LeadView } from '@tara/core/contract';
import type { JourneyContext, JourneyDef, JourneyState, StepDef } from '@tara/core/engine';
import { fillFacts, progress, stepRoute } from '@tara/core/engine';
import { findJourneyEntry } from '@tara/core/journeyList';
import { lazy, Suspense, useMemo, useState } from 'react';
import { uploadDocument } from '../api/documentsApi';
import { resenderFor } from '../api/leadsApi';
import { appFlags } from '../app/appFlags';
import { showsResetButton } from '../app/navRules';
import { PageBar } from '../app/PageBar';
import { useBackTarget } from '../app/pageBackTarget';
import { useNavigate } from '../app/router';
import { ChatHistory } from './ChatHistory';
import { UploadContext, type Uploader } from './fields/uploadContext';
import { JourneyHeader } from './JourneyHeader';
import type { VerifiedMobiles } from './mobileVerified';
import { ProgressBar } from './ProgressBar';
import { answeredBefore, previousStep } from './resolveEntry';
import { StepForm } from './StepForm';
import { StepShows } from './StepShows';
import type { SaveOutcome } from './saveStep';
import { TaraQuestion } from './TaraQuestion';
import { WaitingStep } from './WaitingStep';

interface JourneyStepProps {
  def: JourneyDef;
  step: StepDef;
  state: JourneyState;
  lead: LeadView | null;
  context: JourneyContext;
  verified: VerifiedMobiles;
  onOutcome: (outcome: SaveOutcome) => void;
}

// Only in app mode, only when asked for: its own chunk.
const NudgeSheet = lazy(() => import('../app/NudgeSheet').then((m) => ({ default: m.NudgeSheet })));

/** The native app's home, for the leave nudge in app mode. */
export const APP_HOME_ROUTE = '/home';

/**
 * One step as a chat: the bar (back, which application, progress, an admin's reset), the answers so far, Tara's
 * question and the form. Back from the first step in app mode offers to return to the app.
 */
export function JourneyStep({
  def,
  step,
  state,
  lead,
  context,
  verified,
  onOutcome,
}: JourneyStepProps) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // A label may name a call's fact (the lender the match chose, decision 063): filled in here;
  // options the server labelled for this lead (the plans' premiums, decision 092) take theirs.
  const shown = useMemo(
    () => ({
      ...step,
      fields: step.fields.map((f) => {
        const own = lead?.option_labels?.[f.name];
        return {
          ...f,
          label: fillFacts(f.label, lead?.calls),
          options: f.options?.map((o) => ({ ...o, label: own?.[o.value] ?? o.label })),
        };
      }),
    }),
    [step, lead],
  );
  const before = answeredBefore(state.history, step.id);
  const back = previousStep(state.history, step.id);
  useBackTarget(back ? `/${stepRoute(def, back)}` : null);
  const first = def.steps[0]?.id ?? step.id;
  const entry = findJourneyEntry(def.prefix);
  const reset = () => {
    if (window.confirm('Start this application again? The answers so far will be cleared.')) {
      navigate(`/${stepRoute(def, first)}?reset=1`);
    }
  };
  const uploader = useMemo<Uploader | null>(
    () =>
      lead
        ? (file, field) => uploadDocument({ leadId: lead.lead_id, stepId: step.id, field }, file)
        : null,
    [lead, step.id],
  );
  return (
    <div className="journey">
      <PageBar onStart={appFlags().am ? () => setLeaving(true) : undefined}>
        <div className="journey-bar">
          {entry && <JourneyHeader entry={entry} />}
          <ProgressBar value={progress(def, before, step.id)} />
        </div>
        {showsResetButton(context.isAdmin === true, def) && (
          <button type="button" className="button button--small button--secondary" onClick={reset}>
            Reset
          </button>
        )}
      </PageBar>
      <ChatHistory
        def={def}
        answers={state.answers}
        steps={before}
        context={context}
        onEdit={(id) => navigate(`/${stepRoute(def, id)}`)}
      />
      <TaraQuestion title={step.title} info={step.info} />
      <StepShows shows={step.shows} lead={lead} />
      {lead?.pending?.step === step.id ? (
        <WaitingStep
          journey={def.prefix}
          pending={lead.pending}
          message={step.call?.wait?.message}
          link={step.call?.wait?.link}
          onSettled={(settled) =>
            onOutcome({ kind: 'saved', lead: settled, to: `/${settled.last_loc}`, userId: null })
          }
          onResend={resenderFor(lead.lead_id, lead.pending.call)}
        />
      ) : (
        <UploadContext.Provider value={uploader}>
          <StepForm
            def={def}
            step={shown}
            answers={state.answers}
            answered={state.history.includes(step.id)}
            leadId={lead?.lead_id ?? null}
            context={context}
            verified={verified}
            onOutcome={onOutcome}
          />
        </UploadContext.Provider>
      )}
      {leaving && (
        <Suspense fallback={null}>
          <NudgeSheet
            open
            title="Leave your application?"
            text="Your answers are saved. You can continue from here any time."
            buttonLabel="Back to the app"
            route={APP_HOME_ROUTE}
            onClose={() => setLeaving(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
