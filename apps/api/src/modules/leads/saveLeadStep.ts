import {
  type AppliedStep,
  applyCheckedStep,
  type CallResult,
  keptAsItWas,
  type LeadSaveResponse,
  lastLocation,
  stepAdminStatuses,
} from '@tara/core';
import type { Tx } from '../../db/types.js';
import { httpError, JOURNEY_NOT_FOUND, LEAD_NOT_FOUND } from '../../http/errors.js';
import { idempotent, type StoredResponse } from '../../http/idempotency.js';
import { limitAnonymousLead } from '../auth/creationLimits.js';
import { type Actor, ownerOf } from '../auth/deps.js';
import { recordStepConsents } from '../consents/recordStepConsents.js';
import { checkUser, userPatchFromAnswers } from '../users/checkUser.js';
import type { UserRow } from '../users/data.js';
import { type CheckedStep, type CheckInput, checkStep } from './checkStep.js';
import { insertLead, type LeadRow, latestLead, lockLead, readLead, saveLead } from './data.js';
import {
  freshState,
  isMobileVerified,
  leadContext,
  leadIds,
  leadMobileVerified,
} from './leadContext.js';
import type { LeadDeps, SaveRequest } from './leadDeps.js';
import { newLeadRow } from './newLeadRow.js';
import { checkLeadOtp } from './otpStep.js';
import { persisted } from './persisted.js';
import { recordAdminStatuses } from './recordAdminStatuses.js';
import { journeyOf } from './service.js';
import { makeStepCall, stepMayCall } from './stepCalls.js';
import { submitRefusal } from './submitRefusal.js';
import { utmFromBody } from './utm.js';
import { leadView, stateOf } from './view.js';

/** A save's lead: a new one (POST /lead/add/unverified) or the caller's own (update). */
export type SaveTarget = 'new' | 'existing';

/**
 * One step save (POST /lead/add/unverified and /lead/update/unverified), stage by stage: load
 * the journey and the lead (the step's OTP checked), check the step once (entry, validation,
 * lookups), make its partner call once, core's transition with the checked values, persist,
 * and the view the owner reads back. A step that calls a partner is checked and calls before
 * the save's transaction (never holding the lead's lock over the network); the transaction
 * takes that check if the lead is as it was. Any other step is checked inside the
 * transaction, on the locked lead.
 */
export async function saveLeadStep(
  deps: LeadDeps,
  req: SaveRequest,
  target: SaveTarget,
): Promise<StoredResponse> {
  const loaded = await load(deps, req, target);
  const early = loaded.callsPartner ? await checkStep(deps.db, req, loaded) : null;
  // An earlier step saved with its own answers changes nothing (`keptAsItWas`): no call again.
  const call = early && !unchanged(early) ? await callPartner(deps, req.actor, early) : undefined;
  return inSaveTransaction(deps, req, async (tx) => {
    const checked = early
      ? await stillAsChecked(tx, req, early)
      : await checkStep(tx, req, await locked(tx, req, loaded));
    const saved = await submit(tx, req, checked, call);
    const row = await persist(tx, deps, req, checked, saved);
    return view(row, checked, saved);
  });
}

interface Loaded extends CheckInput {
  /** The step may call a partner: checked and called before the transaction. */
  callsPartner: boolean;
}

interface Saved {
  applied: AppliedStep;
  formUser: UserRow | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHANGED_MEANWHILE = 'Your application changed while we were checking. Please try again.';

/**
 * Load: the journey and the caller's lead (none for a first save), the step's OTP checked
 * before any transaction (a wrong try counts even when the save is refused). A first step
 * that calls a partner gets its lead first, without answers (the call is recorded against
 * it), or reuses the one a refused first try left, its mobile proved then still proved.
 */
async function load(deps: LeadDeps, req: SaveRequest, target: SaveTarget): Promise<Loaded> {
  const now = deps.now();
  const { actor, body } = req;
  if (target === 'existing') {
    const lead = await ownLead(deps, req);
    const def = journeyOf(deps.journeys, lead);
    const otp = await checkLeadOtp(deps, actor, { def, lead, body });
    return { def, lead, otp, now, callsPartner: stepMayCall(def, body.step) };
  }
  const def = deps.journeys.find(body.journey);
  if (!def) throw httpError(404, JOURNEY_NOT_FOUND, { fields: { journey: JOURNEY_NOT_FOUND } });
  if (!stepMayCall(def, body.step)) {
    const otp = await checkLeadOtp(deps, actor, { def, lead: null, body });
    return { def, lead: null, otp, now, callsPartner: false };
  }
  const latest = await latestLead(deps.db, ownerOf(actor), def.prefix);
  const left = latest?.status === 'incomplete' && latest.history.length === 0 ? latest : null;
  const otp = await checkLeadOtp(deps, actor, { def, lead: left, body });
  if (left) return { def, lead: left, otp, now, callsPartner: true };
  const ids = leadIds(body, def);
  const state = freshState(def, ids, actor, req.device);
  const bare = newLeadRow({
    actor,
    journey: def.prefix,
    ids,
    // Kept incomplete, whatever the fresh state says: the applicant has saved nothing yet.
    columns: { ...persisted(def, { state }), status: 'incomplete' },
    userId: null,
    verifiedMobile: otp.verifiedMobile,
    utm: utmFromBody(body),
    now,
  });
  await deps.db.transaction(async (tx) => {
    await insertLead(tx, bare);
    await limitAnonymousLead(tx, actor, deps.auth.limits, now);
  });
  return { def, lead: bare, otp, now, callsPartner: true };
}

/** The caller's own lead the save names: 422 without one, 404 when not theirs. */
async function ownLead(deps: LeadDeps, req: SaveRequest): Promise<LeadRow> {
  const leadId = req.body.leadId;
  if (leadId === undefined) {
    throw httpError(422, 'leadId: Required', { fields: { leadId: 'Required' } });
  }
  if (!UUID.test(leadId)) throw httpError(404, LEAD_NOT_FOUND);
  return ofThisJourney(await readLead(deps.db, leadId, ownerOf(req.actor)), req.body.journey);
}

/** A lead that does not exist for this caller (or was abandoned) is 404; another journey 422. */
function ofThisJourney(lead: LeadRow | null, journey: string): LeadRow {
  if (!lead || lead.status === 'abandoned') throw httpError(404, LEAD_NOT_FOUND);
  if (lead.journey !== journey) {
    const message = 'This lead belongs to another journey';
    throw httpError(422, message, { fields: { journey: message } });
  }
  return lead;
}

/** The loaded lead, locked for the save's transaction (a first save has none yet). */
async function locked(tx: Tx, req: SaveRequest, loaded: Loaded): Promise<CheckInput> {
  if (!loaded.lead) return loaded;
  const lead = await lockLead(tx, loaded.lead.id, ownerOf(req.actor));
  return { ...loaded, lead: ofThisJourney(lead, req.body.journey) };
}

/** In the transaction, the lead checked before it (and called for), locked and unchanged. */
async function stillAsChecked(tx: Tx, req: SaveRequest, early: CheckedStep): Promise<CheckedStep> {
  if (!early.lead) throw new Error('a step that calls a partner is saved on a lead');
  const owner = ownerOf(req.actor);
  const lead = ofThisJourney(await lockLead(tx, early.lead.id, owner), req.body.journey);
  if (lead.updatedAt.getTime() !== early.lead.updatedAt.getTime()) {
    const metadata = { last_loc: lastLocation(early.def, stateOf(lead)) };
    throw httpError(409, CHANGED_MEANWHILE, { metadata });
  }
  return { ...early, lead };
}

/**
 * Call partner: the step's call for the checked step, made once (outside any transaction),
 * behind the gate of decision 063: the mobile judged by the one rule (`leadMobileVerified`)
 * over the answers this save makes and the mobile its OTP proved.
 */
async function callPartner(
  deps: LeadDeps,
  actor: Actor,
  checked: CheckedStep,
): Promise<CallResult | undefined> {
  const { lead, state, values } = checked;
  if (!lead) throw new Error('a step that calls a partner is saved on a lead');
  const mobileVerified = await leadMobileVerified(deps.db, actor, {
    userId: lead.userId,
    verifiedMobile: checked.verifiedMobile,
    answers: { ...state.answers, ...values },
  });
  const { db, calls, now, callUses } = deps;
  return makeStepCall(
    { db, calls, now, ...(callUses ? { callUses } : {}) },
    {
      lead,
      def: checked.def,
      state,
      stepId: checked.step.id,
      values,
      context: checked.context,
      mobileVerified,
    },
  );
}

function unchanged(checked: CheckedStep): boolean {
  return keptAsItWas(checked.def, checked.state, checked.step.id, checked.values) !== null;
}

/**
 * SubmitStep: the step's effects (`checkUser` links the lead to the user of its mobile, made
 * unverified when new), then core's transition with the checked values and the call's result
 * (`applyCheckedStep`: the call's refusal, moving on); `mobileVerified` decided on the new
 * answers.
 */
async function submit(
  tx: Tx,
  req: SaveRequest,
  checked: CheckedStep,
  call: CallResult | undefined,
): Promise<Saved> {
  const { def, state, step, values, now } = checked;
  const answers = { ...state.answers, ...values };
  let formUser = checked.formUser;
  if (step.effects?.includes('checkUser') && typeof values.mobile === 'string') {
    const patch = userPatchFromAnswers(answers);
    formUser = (await checkUser(tx, values.mobile, patch, req.actor, now)).user;
  }
  const verified = isMobileVerified(checked.verifiedMobile, answers, formUser);
  const context = leadContext(checked.ids, req.actor, verified, req.device);
  const options = { context, env: { today: now }, ...(call ? { call } : {}) };
  const result = applyCheckedStep(def, state, step.id, values, options);
  if (!result.ok) throw submitRefusal(def, state, step.id, result);
  return { applied: result, formUser };
}

/**
 * Persist: the lead's row (inserted for a first save, else updated; masked by `persisted`),
 * the step's consents and admin statuses (decisions 055, 059). A new lead is counted against
 * the anonymous limit last, so the IP's counter row is locked only while this commits; a
 * refusal rolls the lead back, and a replayed save never gets here.
 */
async function persist(
  tx: Tx,
  deps: LeadDeps,
  req: SaveRequest,
  checked: CheckedStep,
  saved: Saved,
): Promise<LeadRow> {
  const { def, lead, ids, now } = checked;
  const columns = persisted(def, saved.applied);
  const userId = saved.formUser?.id ?? null;
  const verifiedMobile = checked.verifiedMobile;
  let row: LeadRow;
  if (lead) {
    const patch = { ...ids, ...columns, userId, verifiedMobile, updatedAt: now };
    await saveLead(tx, lead.id, patch);
    row = { ...lead, ...patch };
  } else {
    const { actor, body } = req;
    const utm = utmFromBody(body);
    row = newLeadRow({
      actor,
      journey: def.prefix,
      ids,
      columns,
      userId,
      verifiedMobile,
      utm,
      now,
    });
    await insertLead(tx, row);
  }
  await recordStepConsents(tx, row, checked, now);
  const statuses = stepAdminStatuses(checked.step, { ...checked.state.answers, ...checked.values });
  const by = { visitorId: req.actor.visitorId, userId: req.actor.user?.id ?? row.userId };
  await recordAdminStatuses(tx, row, statuses, by, now);
  if (!lead) await limitAnonymousLead(tx, req.actor, deps.auth.limits, now);
  return row;
}

/** View: what the owner reads back, the mobile judged on the saved answers. */
function view(row: LeadRow, checked: CheckedStep, saved: Saved): StoredResponse {
  const verified = isMobileVerified(row.verifiedMobile, row.answers, saved.formUser);
  const lead = leadView(row, checked.def, verified);
  const { skipped, dropped } = saved.applied;
  const body: LeadSaveResponse = {
    data: { results: { ...lead, skipped, dropped } },
    metadata: { last_loc: lead.last_loc, user_data: { user_id: row.userId } },
    lead_id: row.id,
  };
  return { statusCode: 200, body };
}

/** The save's one transaction, its Idempotency-Key honoured (a replay answers as stored). */
function inSaveTransaction(
  deps: LeadDeps,
  req: SaveRequest,
  save: (tx: Tx) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const scope = { visitorId: req.actor.visitorId, now: deps.now(), ...req.idempotency };
  return deps.db.transaction((tx) => idempotent(tx, scope, () => save(tx)));
}
