import {
  type Answers,
  type CallResult,
  type JourneyContext,
  type JourneyDef,
  type JourneyState,
  type Scalar,
  stepCall,
} from '@tara/core';
import type { Db } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import { type PartnerCalls, PartnerUnavailable } from '../../partners/partnerCall.js';
import { callBusyError, callHttpError } from '../calls/callErrors.js';
import { runCall } from '../calls/runCall.js';

export interface StepCallDeps {
  db: Db;
  calls: PartnerCalls;
  now: () => Date;
}

export interface StepCallRequest {
  lead: { id: string; userId: string | null };
  def: JourneyDef;
  state: JourneyState;
  stepId: string;
  values: Answers;
  context: JourneyContext;
}

/**
 * The partner call saving this step makes, made once (decision 021), as the engine's call
 * result; undefined when the step makes none. Runs outside any transaction: the save's own
 * transaction passes the result to `applyStep`. A call in flight elsewhere is a 409, a partner
 * that cannot answer a 503 with the call's message (the user may retry).
 */
export async function makeStepCall(
  deps: StepCallDeps,
  req: StepCallRequest,
): Promise<CallResult | undefined> {
  const call = stepCall(req.def, req.state, req.stepId, req.values, req.context);
  if (!call) return undefined;
  if (!deps.calls.has(call.name)) {
    throw httpError(503, 'This step is not available right now. Please try again later.');
  }
  try {
    const result = await runCall(deps.db, deps.calls, {
      lead: { id: req.lead.id },
      stepId: req.stepId,
      callName: call.name,
      answers: { ...req.state.answers, ...req.values },
      context: req.context,
      facts: factsOf(req.state),
      userId: req.lead.userId,
      now: deps.now,
    });
    if (result.kind === 'busy') throw callBusyError();
    if (result.kind === 'waiting') return { pending: true, since: result.since.toISOString() };
    return { outcome: result.outcome, facts: result.facts };
  } catch (error) {
    if (error instanceof PartnerUnavailable) throw callHttpError(error);
    throw error;
  }
}

/** True when saving this step of the journey may make a partner call (cheap, no I/O). */
export function stepMayCall(def: JourneyDef, stepId: string): boolean {
  return def.steps.some((s) => s.id === stepId && s.call !== undefined);
}

function factsOf(state: JourneyState): Record<string, Record<string, Scalar>> {
  const facts: Record<string, Record<string, Scalar>> = {};
  for (const [name, record] of Object.entries(state.calls ?? {})) facts[name] = record.facts ?? {};
  return facts;
}
