import { randomUUID } from 'node:crypto';
import {
  type Answers,
  type AppliedStep,
  type CallResult,
  type JourneyDef,
  type JourneyRegistry,
  type JourneyState,
  journeyState,
  type LeadSaveBody,
  type LeadSaveResponse,
  type LeadView,
  lastLocation,
} from '@tara/core';
import type { LeadExit } from '../../db/schema.js';
import type { Db, DbOrTx, Tx } from '../../db/types.js';
import { httpError, JOURNEY_NOT_FOUND, LEAD_NOT_FOUND } from '../../http/errors.js';
import { idempotent, type StoredResponse } from '../../http/idempotency.js';
import type { PartnerCalls } from '../../partners/partnerCall.js';
import { limitAnonymousLead } from '../auth/creationLimits.js';
import { type Actor, type AuthDeps, ownerOf } from '../auth/deps.js';
import { checkUser, userPatchFromAnswers } from '../users/checkUser.js';
import type { UserRow } from '../users/data.js';
import {
  abandonLeads,
  insertLead,
  type LeadOwner,
  type LeadRow,
  latestLead,
  lockLead,
  readLead,
  saveLead,
} from './data.js';
import { formUserOf, isMobileVerified, type LeadIds, leadContext } from './leadContext.js';
import { checkLeadOtp } from './otpStep.js';
import { applyPrepared, type PreparedStep, prepareStep } from './runStep.js';
import { makeStepCall, stepMayCall } from './stepCalls.js';
import { utmFromBody } from './utm.js';
import { leadView, stateOf } from './view.js';

export interface LeadDeps {
  db: Db;
  journeys: JourneyRegistry;
  now: () => Date;
  auth: AuthDeps;
  /** The partner calls journey steps name (decision 021). */
  calls: PartnerCalls;
}

export interface SaveRequest {
  /** The caller; a save always has a visitor (idempotency keys are scoped to it). */
  actor: Actor & { visitorId: string };
  body: LeadSaveBody;
  idempotency: { key: string | null; requestHash: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /lead/add/unverified: a new lead, saved with its first step. */
export async function addLead(deps: LeadDeps, req: SaveRequest): Promise<StoredResponse> {
  const now = deps.now();
  const { actor } = req;
  const def = deps.journeys.find(req.body.journey);
  if (!def) throw httpError(404, JOURNEY_NOT_FOUND, { fields: { journey: JOURNEY_NOT_FOUND } });
  const scope = { visitorId: actor.visitorId, now, ...req.idempotency };
  return deps.db.transaction((tx) =>
    idempotent(tx, scope, async () => {
      const ids = leadIds(req.body, def);
      // A logged-in user's own lead is theirs; an admin fills for somebody else.
      const sessionUser = actor.isAdmin ? null : actor.user;
      const context = leadContext(ids, actor, false);
      const state = journeyState(def, {}, context);
      const input = { def, state, stepId: req.body.step, submitted: req.body, context, now };
      const prepared = await prepareStep(tx, { ...input, lead: ids });
      const saved = await saveStep(tx, req, def, state, prepared, {
        now,
        ids,
        formUser: sessionUser,
        verifiedMobile: null,
      });
      const row: LeadRow = {
        id: randomUUID(),
        visitorId: actor.visitorId,
        journey: def.prefix,
        ...ids,
        ...persisted(def, saved.applied),
        userId: saved.formUser?.id ?? null,
        verifiedMobile: null,
        onBehalf: null,
        exit: null,
        adminUserId: actor.isAdmin ? (actor.user?.id ?? null) : null,
        adminStatus: null,
        utm: utmFromBody(req.body),
        createdAt: now,
        updatedAt: now,
      };
      await insertLead(tx, row);
      // Counted last, so the IP's counter row is locked only while this commits (one commit,
      // not two); a refusal rolls the lead back. A replayed save never gets here.
      await limitAnonymousLead(tx, actor, deps.auth.limits, now);
      return { statusCode: 200, body: saveResponse(row, def, saved.applied, saved.formUser) };
    }),
  );
}

/** POST /lead/update/unverified: the next (or an earlier) step of the caller's own lead. */
export async function updateLead(deps: LeadDeps, req: SaveRequest): Promise<StoredResponse> {
  const now = deps.now();
  const { actor } = req;
  const leadId = req.body.leadId;
  if (leadId === undefined) {
    throw httpError(422, 'leadId: Required', { fields: { leadId: 'Required' } });
  }
  if (!UUID.test(leadId)) throw httpError(404, LEAD_NOT_FOUND);
  const owner = ownerOf(actor);
  const otp = await checkLeadOtp(deps, actor, owner, { ...req.body, leadId });
  // A step that calls a partner calls it before the save's transaction (never holding the
  // lead's lock over the network); the transaction then uses the answer if the lead is as it was.
  const planned = await callBeforeSave(deps, req, owner, otp, now);
  const scope = { visitorId: actor.visitorId, now, ...req.idempotency };
  return deps.db.transaction((tx) =>
    idempotent(tx, scope, async () => {
      const lead = await lockLead(tx, leadId, owner);
      const loaded = await loadStep(tx, deps, req, lead, otp, now);
      if (planned && planned.updatedAt !== loaded.lead.updatedAt.getTime()) {
        throw httpError(409, CHANGED_MEANWHILE, {
          metadata: { last_loc: lastLocation(loaded.def, loaded.state) },
        });
      }
      const { def, state, ids, formUser, verifiedMobile, prepared } = loaded;
      const saved = await saveStep(tx, req, def, state, prepared, {
        now,
        ids,
        formUser,
        verifiedMobile,
        ...(planned?.call ? { call: planned.call } : {}),
      });
      const patch = {
        ...ids,
        ...persisted(def, saved.applied),
        userId: saved.formUser?.id ?? null,
        verifiedMobile,
        updatedAt: now,
      };
      await saveLead(tx, lead?.id as string, patch);
      return {
        statusCode: 200,
        body: saveResponse({ ...(lead as LeadRow), ...patch }, def, saved.applied, saved.formUser),
      };
    }),
  );
}

const CHANGED_MEANWHILE = 'Your application changed while we were checking. Please try again.';

/** The save's partner call, made before its transaction; null when the step makes none. */
async function callBeforeSave(
  deps: LeadDeps,
  req: SaveRequest,
  owner: LeadOwner,
  otp: LeadOtp,
  now: Date,
): Promise<{ call: CallResult | undefined; updatedAt: number } | null> {
  const def = deps.journeys.find(req.body.journey);
  if (!def || !stepMayCall(def, req.body.step)) return null;
  const lead = await readLead(deps.db, req.body.leadId as string, owner);
  const loaded = await loadStep(deps.db, deps, req, lead, otp, now);
  const call = await makeStepCall(
    { db: deps.db, calls: deps.calls, now: deps.now },
    {
      lead: loaded.lead,
      def: loaded.def,
      state: loaded.state,
      stepId: req.body.step,
      values: loaded.prepared.values,
      context: loaded.context,
    },
  );
  return { call, updatedAt: loaded.lead.updatedAt.getTime() };
}

type LeadOtp = Awaited<ReturnType<typeof checkLeadOtp>>;

/** The caller's lead and the submitted step, checked: entry, validation, lookups (no writes). */
async function loadStep(
  db: DbOrTx,
  deps: LeadDeps,
  req: SaveRequest,
  lead: LeadRow | null,
  otp: LeadOtp,
  now: Date,
) {
  if (!lead || lead.status === 'abandoned') throw httpError(404, LEAD_NOT_FOUND);
  if (lead.journey !== req.body.journey) {
    const message = 'This lead belongs to another journey';
    throw httpError(422, message, { fields: { journey: message } });
  }
  const def = journeyOf(deps.journeys, lead);
  const ids = {
    productId: req.body.productId === undefined ? lead.productId : req.body.productId,
    providerId: req.body.providerId === undefined ? lead.providerId : req.body.providerId,
    instrumentId: req.body.instrumentId === undefined ? lead.instrumentId : req.body.instrumentId,
  };
  const formUser = await formUserOf(db, lead.userId);
  const verifiedMobile = otp.verifiedMobile ?? lead.verifiedMobile;
  const state = stateOf(lead);
  const verified = isMobileVerified(verifiedMobile, state.answers, formUser);
  const context = leadContext(ids, req.actor, verified);
  const prepared = await prepareStep(db, {
    def,
    state,
    stepId: req.body.step,
    submitted: req.body,
    context,
    now,
    lead: ids,
    leadId: lead.id,
    otpVerified: otp.otpVerified,
  });
  return { lead, def, ids, formUser, verifiedMobile, state, context, prepared };
}

interface StepLead {
  now: Date;
  ids: LeadIds;
  formUser: UserRow | null;
  verifiedMobile: string | null;
  /** The answer of the step's partner call (made before the transaction). */
  call?: CallResult;
}

/**
 * The step's effects, then the state transition: `checkUser` links the lead to the user of
 * its mobile (made unverified when new); `mobileVerified` is decided on the new answers.
 */
async function saveStep(
  tx: Tx,
  req: SaveRequest,
  def: JourneyDef,
  state: JourneyState,
  prepared: PreparedStep,
  lead: StepLead,
): Promise<{ applied: AppliedStep; formUser: UserRow | null }> {
  const answers: Answers = { ...state.answers, ...prepared.values };
  let formUser = lead.formUser;
  const mobile = prepared.values.mobile;
  if (prepared.step.effects?.includes('checkUser') && typeof mobile === 'string') {
    const patch = userPatchFromAnswers(answers);
    formUser = (await checkUser(tx, mobile, patch, req.actor, lead.now)).user;
  }
  const verified = isMobileVerified(lead.verifiedMobile, answers, formUser);
  const context = leadContext(lead.ids, req.actor, verified);
  const applied = applyPrepared(def, state, prepared.step.id, prepared.values, context, lead.call);
  return { applied, formUser };
}

/** GET /lead/current: the owner's most recent lead of a journey. */
export async function currentLead(
  deps: LeadDeps,
  owner: LeadOwner,
  journey: string,
): Promise<LeadView> {
  const lead = await latestLead(deps.db, owner, journey);
  if (!lead) throw httpError(404, LEAD_NOT_FOUND);
  const formUser = await formUserOf(deps.db, lead.userId);
  const verified = isMobileVerified(lead.verifiedMobile, lead.answers, formUser);
  return leadView(lead, journeyOf(deps.journeys, lead), verified);
}

/** POST /lead/reset: the owner starts the journey afresh; earlier leads are abandoned. */
export async function resetLeads(
  deps: LeadDeps,
  owner: LeadOwner,
  journey: string,
): Promise<number> {
  if (!owner.visitorId && !owner.userId) return 0;
  const now = deps.now();
  return deps.db.transaction((tx) => abandonLeads(tx, owner, journey, now));
}

export function journeyOf(journeys: JourneyRegistry, lead: LeadRow): JourneyDef {
  const def = journeys.find(lead.journey, lead.version);
  if (!def) throw new Error(`journey ${lead.journey} v${lead.version} is not registered`);
  return def;
}

function leadIds(body: LeadSaveBody, def: JourneyDef): LeadIds {
  return {
    productId: body.productId ?? def.productId,
    providerId: body.providerId === undefined ? def.providerId : body.providerId,
    instrumentId: body.instrumentId === undefined ? def.instrumentId : body.instrumentId,
  };
}

export function persisted(def: JourneyDef, applied: AppliedStep) {
  const { state } = applied;
  return {
    exit: exitOf(state),
    version: state.version,
    answers: state.answers,
    history: state.history,
    current: state.current,
    lastLoc: lastLocation(def, state),
    status: state.exit ? 'exited' : state.current === null ? 'complete' : 'incomplete',
    calls: state.calls ?? {},
    pending: state.pending ?? null,
  };
}

function saveResponse(
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
