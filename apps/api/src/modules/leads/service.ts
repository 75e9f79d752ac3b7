import { randomUUID } from 'node:crypto';
import {
  type CallResult,
  type JourneyDef,
  journeyState,
  type LeadSaveBody,
  type LeadView,
  lastLocation,
  stepAdminStatuses,
  stepRoute,
} from '@tara/core';
import type { Tx } from '../../db/types.js';
import { httpError, JOURNEY_NOT_FOUND, LEAD_NOT_FOUND } from '../../http/errors.js';
import { idempotent, type StoredResponse } from '../../http/idempotency.js';
import { limitAnonymousLead } from '../auth/creationLimits.js';
import { ownerOf } from '../auth/deps.js';
import { recordStepConsents } from '../consents/recordStepConsents.js';
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
import { checkLeadOtp, type LeadOtpCheck } from './otpStep.js';
import { recordAdminStatuses } from './recordAdminStatuses.js';
import { stepMayCall } from './stepCalls.js';
import {
  callFor,
  journeyOf,
  type LeadDeps,
  type LoadedStep,
  loadStep,
  ownLead,
  persisted,
  type SaveRequest,
  saveResponse,
  saveStep,
} from './stepSave.js';
import { utmFromBody } from './utm.js';
import { leadView, stateOf } from './view.js';

export type { LeadDeps, SaveRequest } from './stepSave.js';
export { journeyOf, persisted } from './stepSave.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /lead/add/unverified: a new lead, saved with its first step. */
export async function addLead(deps: LeadDeps, req: SaveRequest): Promise<StoredResponse> {
  const now = deps.now();
  const { actor } = req;
  const def = deps.journeys.find(req.body.journey);
  if (!def) throw httpError(404, JOURNEY_NOT_FOUND, { fields: { journey: JOURNEY_NOT_FOUND } });
  if (stepMayCall(def, req.body.step)) {
    // A call is recorded against its lead: the lead is made first, without answers (or the
    // one a refused first try left is reused, its mobile proved then still proved).
    const left = await leftBare(deps, req, def);
    const otp = await checkLeadOtp(deps, actor, { def, lead: left, body: req.body });
    const lead = left ?? (await bareLead(deps, req, def, otp, now));
    return saveExisting(deps, { ...req, body: { ...req.body, leadId: lead.id } }, lead, otp);
  }
  const otp = await checkLeadOtp(deps, actor, { def, lead: null, body: req.body });
  const scope = { visitorId: actor.visitorId, now, ...req.idempotency };
  return deps.db.transaction((tx) =>
    idempotent(tx, scope, async () => {
      const ids = leadIds(req.body, def);
      const input = { def, lead: null, state: freshState(req, def, ids), ids };
      const loaded = await loadStep(tx, req, input, otp, now);
      const saved = await saveStep(tx, req, loaded, now);
      const row: LeadRow = {
        ...newLead(req, def, ids, now),
        ...persisted(def, saved.applied),
        userId: saved.formUser?.id ?? null,
        verifiedMobile: loaded.verifiedMobile,
      };
      await insertLead(tx, row);
      await recordStepConsents(tx, row, loaded.prepared, now);
      await recordStepStatuses(tx, row, loaded, actor, now);
      // Counted last, so the IP's counter row is locked only while this commits (one commit,
      // not two); a refusal rolls the lead back. A replayed save never gets here.
      await limitAnonymousLead(tx, actor, deps.auth.limits, now);
      return { statusCode: 200, body: saveResponse(row, def, saved.applied, saved.formUser) };
    }),
  );
}

/** POST /lead/update/unverified: the next (or an earlier) step of the caller's own lead. */
export async function updateLead(deps: LeadDeps, req: SaveRequest): Promise<StoredResponse> {
  const leadId = req.body.leadId;
  if (leadId === undefined) {
    throw httpError(422, 'leadId: Required', { fields: { leadId: 'Required' } });
  }
  if (!UUID.test(leadId)) throw httpError(404, LEAD_NOT_FOUND);
  const found = await readLead(deps.db, leadId, ownerOf(req.actor));
  const lead = ownLead(found, req.body.journey);
  const def = journeyOf(deps.journeys, lead);
  const otp = await checkLeadOtp(deps, req.actor, { def, lead, body: req.body });
  return saveExisting(deps, req, lead, otp);
}

const CHANGED_MEANWHILE = 'Your application changed while we were checking. Please try again.';

/**
 * A step of an existing lead. A step that calls a partner calls it before the save's
 * transaction (never holding the lead's lock over the network); the transaction then uses the
 * answer if the lead is as it was.
 */
async function saveExisting(
  deps: LeadDeps,
  req: SaveRequest,
  seen: LeadRow,
  otp: LeadOtpCheck,
): Promise<StoredResponse> {
  const now = deps.now();
  const { actor } = req;
  const owner = ownerOf(actor);
  const planned = await callBeforeSave(deps, req, seen, otp, now);
  const scope = { visitorId: actor.visitorId, now, ...req.idempotency };
  return deps.db.transaction((tx) =>
    idempotent(tx, scope, async () => {
      const lead = ownLead(await lockLead(tx, seen.id, owner), req.body.journey);
      const def = journeyOf(deps.journeys, lead);
      const ids = idsOf(req.body, lead);
      const input = { def, lead, state: stateOf(lead), ids };
      const loaded = await loadStep(tx, req, input, otp, now);
      if (planned && planned.updatedAt !== lead.updatedAt.getTime()) {
        throw httpError(409, CHANGED_MEANWHILE, {
          metadata: { last_loc: lastLocation(def, loaded.state) },
        });
      }
      const saved = await saveStep(tx, req, loaded, now, planned?.call);
      const patch = {
        ...ids,
        ...persisted(def, saved.applied),
        userId: saved.formUser?.id ?? null,
        verifiedMobile: loaded.verifiedMobile,
        updatedAt: now,
      };
      await saveLead(tx, lead.id, patch);
      const row = { ...lead, ...patch };
      await recordStepConsents(tx, row, loaded.prepared, now);
      await recordStepStatuses(tx, row, loaded, actor, now);
      return { statusCode: 200, body: saveResponse(row, def, saved.applied, saved.formUser) };
    }),
  );
}

/** The save's partner call, made before its transaction; null when the step makes none. */
async function callBeforeSave(
  deps: LeadDeps,
  req: SaveRequest,
  lead: LeadRow,
  otp: LeadOtpCheck,
  now: Date,
): Promise<{ call: CallResult | undefined; updatedAt: number } | null> {
  const def = journeyOf(deps.journeys, lead);
  if (!stepMayCall(def, req.body.step)) return null;
  const input = { def, lead, state: stateOf(lead), ids: idsOf(req.body, lead) };
  const loaded = await loadStep(deps.db, req, input, otp, now);
  const call = await callFor(deps, req.actor, lead, loaded);
  return { call, updatedAt: lead.updatedAt.getTime() };
}

/** The caller's own lead of this journey with no answer yet (a refused first try left it). */
async function leftBare(deps: LeadDeps, req: SaveRequest, def: JourneyDef) {
  const latest = await latestLead(deps.db, ownerOf(req.actor), def.prefix);
  return latest && latest.status === 'incomplete' && latest.history.length === 0 ? latest : null;
}

/**
 * A new lead for a first step that calls a partner, without answers; the mobile the step's
 * OTP proved is kept, so a try refused by the partner (a PAN under another name) need not
 * spend another code.
 */
async function bareLead(
  deps: LeadDeps,
  req: SaveRequest,
  def: JourneyDef,
  otp: LeadOtpCheck,
  now: Date,
): Promise<LeadRow> {
  const ids = leadIds(req.body, def);
  const state = freshState(req, def, ids);
  const row: LeadRow = {
    ...newLead(req, def, ids, now),
    version: state.version,
    answers: {},
    history: [],
    current: state.current,
    lastLoc: state.current ? stepRoute(def, state.current) : def.finalRoute,
    status: 'incomplete',
    calls: {},
    pending: null,
    exit: null,
    userId: null,
    verifiedMobile: otp.verifiedMobile,
  };
  await deps.db.transaction(async (tx) => {
    await insertLead(tx, row);
    await limitAnonymousLead(tx, req.actor, deps.auth.limits, now);
  });
  return row;
}

/** A new lead's state: on the first step the caller's context does not skip. */
function freshState(req: SaveRequest, def: JourneyDef, ids: LeadIds) {
  return journeyState(def, {}, leadContext(ids, req.actor, false, req.device));
}

/** The columns of a new lead that do not come from the journey state. */
function newLead(req: SaveRequest, def: JourneyDef, ids: LeadIds, now: Date) {
  const { actor } = req;
  return {
    id: randomUUID(),
    visitorId: actor.visitorId,
    journey: def.prefix,
    ...ids,
    onBehalf: null,
    adminUserId: actor.isAdmin ? (actor.user?.id ?? null) : null,
    adminStatus: null,
    utm: utmFromBody(req.body),
    createdAt: now,
    updatedAt: now,
  };
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

function leadIds(body: LeadSaveBody, def: JourneyDef): LeadIds {
  return {
    productId: body.productId ?? def.productId,
    providerId: body.providerId === undefined ? def.providerId : body.providerId,
    instrumentId: body.instrumentId === undefined ? def.instrumentId : body.instrumentId,
  };
}

function idsOf(body: LeadSaveBody, lead: LeadRow): LeadIds {
  return {
    productId: body.productId === undefined ? lead.productId : body.productId,
    providerId: body.providerId === undefined ? lead.providerId : body.providerId,
    instrumentId: body.instrumentId === undefined ? lead.instrumentId : body.instrumentId,
  };
}

/**
 * A saved step's admin statuses (decision 055: the insurance lead status codes), a conditional
 * one read over the lead's answers with the step's (decision 059).
 */
function recordStepStatuses(
  tx: Tx,
  row: Pick<LeadRow, 'id' | 'adminStatus' | 'userId'>,
  loaded: Pick<LoadedStep, 'state' | 'prepared'>,
  actor: SaveRequest['actor'],
  now: Date,
): Promise<void> {
  const { state, prepared } = loaded;
  const statuses = stepAdminStatuses(prepared.step, { ...state.answers, ...prepared.values });
  const by = { visitorId: actor.visitorId, userId: actor.user?.id ?? row.userId };
  return recordAdminStatuses(tx, row, statuses, by, now);
}
