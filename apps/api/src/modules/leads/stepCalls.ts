import {
  type Answers,
  type CallResult,
  type JourneyContext,
  type JourneyDef,
  type JourneyState,
  type PartnerCallUse,
  type Scalar,
  type StepCall,
  stepCall,
} from '@tara/core';
import type { Db } from '../../db/types.js';
import { HttpError, httpError } from '../../http/errors.js';
import { callBusyError, callHttpError } from '../../partners/callErrors.js';
import { type PartnerCalls, PartnerUnavailable } from '../../partners/partnerCall.js';
import { runCall } from '../calls/runCall.js';

export interface StepCallDeps {
  db: Db;
  calls: PartnerCalls;
  now: () => Date;
  /** How each call is classified (decision 063); core's table unless tests add calls. */
  callUses?: Readonly<Record<string, PartnerCallUse>>;
}

export interface StepCallRequest {
  lead: { id: string; userId: string | null };
  def: JourneyDef;
  state: JourneyState;
  stepId: string;
  values: Answers;
  context: JourneyContext;
  /** The lead's mobile is proved for it (leads' `leadMobileVerified`), for the call's gate. */
  mobileVerified: boolean;
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
    const result = await runCall(
      deps.db,
      deps.calls,
      {
        lead: { id: req.lead.id },
        stepId: req.stepId,
        callName: call.name,
        answers: { ...req.state.answers, ...req.values },
        context: req.context,
        facts: factsOf(req.state),
        userId: req.lead.userId,
        now: deps.now,
        gate: { def: req.def, values: req.values, mobileVerified: req.mobileVerified },
      },
      deps.callUses,
    );
    if (result.kind === 'busy') throw callBusyError();
    if (result.kind === 'waiting') return { pending: true, since: result.since.toISOString() };
    return { outcome: result.outcome, facts: result.facts };
  } catch (error) {
    if (error instanceof PartnerUnavailable) throw callFailureError(req.def, call, error);
    throw error;
  }
}

/**
 * A partner that cannot answer: 503 with the call's message (nothing was decided, the lead
 * stays on its step). Where the journey names a failure route (`callFailure`, the credit
 * line's `/credit-line/results`, 02 §4.2) and spares not this call, the body also says where
 * the applicant goes (`metadata.last_loc`); the error itself is kept on the call's row. A call
 * that refuses on a field (`refuse.field`) has its failure shown on that field too (the metro
 * card's 'Error has occured', 03 §8; decision 043).
 */
function callFailureError(def: JourneyDef, call: StepCall, error: PartnerUnavailable): unknown {
  const failure = def.callFailure;
  const http = callHttpError(error);
  if (!(http instanceof HttpError)) return http;
  const field = call.refuse?.field;
  const body = field ? { ...http.body, fields: { [field]: error.userMessage } } : http.body;
  if (!failure || failure.except?.includes(call.name)) {
    return field ? new HttpError(http.statusCode, body, http.headers) : http;
  }
  return new HttpError(
    http.statusCode,
    { ...body, metadata: { last_loc: failure.route } },
    http.headers,
  );
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
