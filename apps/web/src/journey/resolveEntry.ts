import type { LeadView } from '@tara/core/contract';
import type { JourneyContext, JourneyDef, JourneyState, StepDef } from '@tara/core/engine';
import { canEnterStep, findStep, journeyState, lastLocation } from '@tara/core/engine';

export type Entry = { kind: 'show'; step: StepDef } | { kind: 'redirect'; to: string };

/** The journey state the browser works from: the saved lead's, or a fresh one. */
export function leadState(
  def: JourneyDef,
  lead: LeadView | null,
  context: JourneyContext,
): JourneyState {
  if (!lead) return journeyState(def, {}, context);
  return {
    version: lead.version,
    answers: lead.answers,
    history: lead.history,
    current: lead.current,
    calls: Object.fromEntries(
      Object.entries(lead.calls ?? {}).map(([name, c]) => [
        name,
        { stepId: c.step, outcome: c.outcome },
      ]),
    ),
    pending: lead.pending
      ? { stepId: lead.pending.step, call: lead.pending.call, since: lead.pending.since }
      : null,
    exit: lead.exit ? { name: lead.exit.name, stepId: lead.exit.step } : null,
  };
}

/**
 * May the user see `stepId` now? A step they may not open yet (guard, skipping ahead, unknown
 * step) sends them to the first step they still need, or to the final route when done.
 */
export function resolveEntry(def: JourneyDef, state: JourneyState, stepId: string): Entry {
  const check = canEnterStep(def, state, stepId);
  const step = findStep(def, stepId);
  if (check.allowed && step) return { kind: 'show', step };
  // The current step itself failing its guard cannot be fixed by redirecting to it again;
  // show it and let the server answer the submit (409 with where to go).
  if (step && state.current === stepId) return { kind: 'show', step };
  return { kind: 'redirect', to: `/${lastLocation(def, state)}` };
}

/** The step "back" leads to: the one answered before `stepId` in the visited history. */
export function previousStep(history: string[], stepId: string): string | null {
  const at = history.indexOf(stepId);
  if (at > 0) return history[at - 1] ?? null;
  if (at === 0) return null;
  return history[history.length - 1] ?? null;
}

/** The answered steps shown above the question: those visited before `stepId`. */
export function answeredBefore(history: string[], stepId: string): string[] {
  const at = history.indexOf(stepId);
  return at >= 0 ? history.slice(0, at) : history;
}
