import {
  type AppliedStep,
  type CallResult,
  type DeviceContext,
  type JourneyDef,
  type JourneyRegistry,
  type JourneyState,
  type LeadSaveBody,
  type LeadSaveResponse,
  lastLocation,
  maskAadhaarAnswers,
  type PartnerCallUse,
} from '@tara/core';
import type { LeadExit } from '../../db/schema.js';
import type { Db, DbOrTx, Tx } from '../../db/types.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import type { PartnerCalls } from '../../partners/partnerCall.js';
import type { Actor, AuthDeps } from '../auth/deps.js';
import { checkUser, userPatchFromAnswers } from '../users/checkUser.js';
import type { UserRow } from '../users/data.js';
import { withoutCallOnly } from './callOnlyAnswers.js';
import type { LeadRow } from './data.js';
import { isMobileVerified, type LeadIds, leadContext, leadMobileVerified } from './leadContext.js';
import { formUserFor, type LeadOtpCheck, savedMobile } from './otpStep.js';
import { applyPrepared, type PreparedStep, prepareStep } from './runStep.js';
import { makeStepCall } from './stepCalls.js';
import { leadView } from './view.js';

export interface LeadDeps {
  db: Db;
  journeys: JourneyRegistry;
  now: () => Date;
  auth: AuthDeps;
  /** The partner calls journey steps name (decision 021). */
  calls: PartnerCalls;
  /** How each call is classified (decision 063): core's table, plus tests' own calls. */
  callUses?: Readonly<Record<string, PartnerCallUse>>;
}

export interface SaveRequest {
  /** The caller; a save always has a visitor (idempotency keys are scoped to it). */
  actor: Actor & { visitorId: string };
  body: LeadSaveBody;
  idempotency: { key: string | null; requestHash: string };
  /** The device and app flags of the request (never the answers): the journey's context. */
  device: DeviceContext;
}

/** The lead a save applies to (null: its first save), checked; nothing written yet. */
export interface LoadedStep {
  def: JourneyDef;
  ids: LeadIds;
  formUser: UserRow | null;
  verifiedMobile: string | null;
  state: JourneyState;
  prepared: PreparedStep;
}

/**
 * The submitted step against the lead as it is (or a fresh state for a first save): entry,
 * validation, lookups, the OTP's outcome. `mobileVerified` in the context is decided for the
 * mobile being saved, so a step's OTP field is asked exactly when that mobile is unproved.
 */
export async function loadStep(
  db: DbOrTx,
  req: SaveRequest,
  input: { def: JourneyDef; lead: LeadRow | null; state: JourneyState; ids: LeadIds },
  otp: LeadOtpCheck,
  now: Date,
): Promise<LoadedStep> {
  const { def, lead, state, ids } = input;
  const formUser = await formUserFor(db, req.actor, lead);
  const verifiedMobile = otp.verifiedMobile ?? lead?.verifiedMobile ?? null;
  const mobile = savedMobile(def, req.body, state.answers, now);
  const verified = isMobileVerified(verifiedMobile, { mobile }, formUser);
  const context = leadContext(ids, req.actor, verified, req.device);
  const prepared = await prepareStep(db, {
    def,
    state,
    stepId: req.body.step,
    submitted: req.body,
    context,
    now,
    lead: ids,
    leadId: lead?.id ?? null,
    otpVerified: otp.otpVerified,
  });
  return { def, ids, formUser, verifiedMobile, state, prepared };
}

/**
 * The step's partner call for a loaded step, made once (outside any transaction), behind the
 * gate of decision 063: the mobile judged by the one rule (`leadMobileVerified`) over the
 * answers this save makes and the mobile its OTP proved.
 */
export async function callFor(
  deps: LeadDeps,
  actor: Actor,
  lead: LeadRow,
  loaded: LoadedStep,
): Promise<CallResult | undefined> {
  const answers = { ...loaded.state.answers, ...loaded.prepared.values };
  const verifiedMobile = loaded.verifiedMobile;
  const mobileVerified = await leadMobileVerified(deps.db, actor, {
    userId: lead.userId,
    verifiedMobile,
    answers,
  });
  return makeStepCall(
    {
      db: deps.db,
      calls: deps.calls,
      now: deps.now,
      ...(deps.callUses ? { callUses: deps.callUses } : {}),
    },
    {
      lead,
      def: loaded.def,
      state: loaded.state,
      stepId: loaded.prepared.step.id,
      values: loaded.prepared.values,
      context: loaded.prepared.context,
      mobileVerified,
    },
  );
}

/**
 * The step's effects, then core's pipeline: `checkUser` links the lead to the user of its
 * mobile (made unverified when new); `mobileVerified` is decided on the new answers.
 */
export async function saveStep(
  tx: Tx,
  req: SaveRequest,
  loaded: LoadedStep,
  now: Date,
  call?: CallResult,
): Promise<{ applied: AppliedStep; formUser: UserRow | null }> {
  const { def, state, prepared } = loaded;
  const answers = { ...state.answers, ...prepared.values };
  let formUser = loaded.formUser;
  const mobile = prepared.values.mobile;
  if (prepared.step.effects?.includes('checkUser') && typeof mobile === 'string') {
    const patch = userPatchFromAnswers(answers);
    formUser = (await checkUser(tx, mobile, patch, req.actor, now)).user;
  }
  const verified = isMobileVerified(loaded.verifiedMobile, answers, formUser);
  const context = leadContext(loaded.ids, req.actor, verified, req.device);
  const applied = applyPrepared(def, state, prepared, context, call);
  return { applied, formUser };
}

/** A lead that does not exist for this caller (or was abandoned) is 404; another journey 422. */
export function ownLead(lead: LeadRow | null, journey: string): LeadRow {
  if (!lead || lead.status === 'abandoned') throw httpError(404, LEAD_NOT_FOUND);
  if (lead.journey !== journey) {
    const message = 'This lead belongs to another journey';
    throw httpError(422, message, { fields: { journey: message } });
  }
  return lead;
}

export function journeyOf(journeys: JourneyRegistry, lead: LeadRow): JourneyDef {
  const def = journeys.find(lead.journey, lead.version);
  if (!def) throw new Error(`journey ${lead.journey} v${lead.version} is not registered`);
  return def;
}

/**
 * The columns a saved state writes. Every step save passes here: an Aadhaar answer is masked
 * to its last 4 digits before anything is written or answered (decision 061), so the row, the
 * save's response and its stored Idempotency-Key response never hold the whole number.
 */
export function persisted(def: JourneyDef, applied: AppliedStep) {
  const { state } = applied;
  return {
    exit: exitOf(state),
    version: state.version,
    // Written masked (an Aadhaar to its last 4, decision 061) and without a value meant for the
    // step's call only (a share code, decision 062).
    answers: maskAadhaarAnswers(def.steps, withoutCallOnly(def, state.answers)),
    history: state.history,
    current: state.current,
    lastLoc: lastLocation(def, state),
    status: state.exit ? 'exited' : state.current === null ? 'complete' : 'incomplete',
    calls: state.calls ?? {},
    pending: state.pending ?? null,
  };
}

export function saveResponse(
  row: LeadRow,
  def: JourneyDef,
  applied: AppliedStep,
  formUser: UserRow | null,
): LeadSaveResponse {
  const verified = isMobileVerified(row.verifiedMobile, row.answers, formUser);
  const view = leadView(row, def, verified);
  return {
    data: { results: { ...view, skipped: applied.skipped, dropped: applied.dropped } },
    metadata: { last_loc: view.last_loc, user_data: { user_id: row.userId } },
    lead_id: row.id,
  };
}

/** The exit a state left by, and why: the outcome of the exit step's call, or its answers. */
function exitOf(state: JourneyState): LeadExit | null {
  if (!state.exit) return null;
  const { name, stepId } = state.exit;
  const call = Object.entries(state.calls ?? {}).find(([, record]) => record.stepId === stepId);
  const reason = call ? `${call[0]}: ${call[1].outcome}` : 'answers';
  return { name, stepId, reason };
}
