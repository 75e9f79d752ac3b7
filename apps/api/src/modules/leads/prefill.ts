import {
  type Answers,
  type AnswerValue,
  askedKeys,
  type FieldDef,
  type JourneyContext,
  journeyState,
  type LeadPrefillResponse,
  lookupKey,
  type StepDef,
  stepRoute,
  validateStep,
} from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { HttpError, httpError, JOURNEY_NOT_FOUND } from '../../http/errors.js';
import { limitAnonymousLead } from '../auth/creationLimits.js';
import type { Actor } from '../auth/deps.js';
import { isSafe } from './checkStep.js';
import { insertLead } from './data.js';
import { leadContext } from './leadContext.js';
import { newLeadRow } from './newLeadRow.js';
import { persisted } from './persisted.js';
import { resolveLookup } from './resolveLookup.js';
import { resolvePicks } from './resolvePicks.js';
import type { LeadDeps } from './service.js';
import { leadView } from './view.js';

export const BAD_ENCODED_DATA = 'encodedData must be base64-encoded JSON of an object';

/**
 * POST /lead/prefill (spec "Admin entry": encodedData). Keeps only answers the journey asks,
 * each checked with its step's rules (an invalid one is dropped, never an error), and makes a
 * new lead of them for this visitor; hardSkip then passes the filled steps. An OTP or a
 * consent cannot be prefilled. `isVerified` marks the mobile verified only for an admin.
 */
export async function prefillLead(
  deps: LeadDeps,
  actor: Actor & { visitorId: string },
  body: { journey: string; encodedData: string },
): Promise<LeadPrefillResponse> {
  const def = deps.journeys.find(body.journey);
  if (!def) throw httpError(404, JOURNEY_NOT_FOUND, { fields: { journey: JOURNEY_NOT_FOUND } });
  const data = decode(body.encodedData);
  const now = deps.now();
  await limitAnonymousLead(deps.db, actor, deps.auth.limits, now);
  const ids = {
    productId: def.productId,
    providerId: def.providerId,
    instrumentId: def.instrumentId,
  };
  return deps.db.transaction(async (tx) => {
    const answers: Answers = {};
    const asActor = leadContext(ids, actor, false);
    for (const step of def.steps) {
      await prefillStep(tx, step, data, answers, { ...ids, now, context: asActor });
    }
    const asked = new Set(Object.keys(answers));
    const ignored = Object.keys(data).filter((k) => k !== 'isVerified' && !asked.has(k));
    const honoured = actor.isAdmin && isTrue(data.isVerified) && typeof answers.mobile === 'string';
    const verifiedMobile = honoured ? (answers.mobile as string) : null;
    const context = leadContext(ids, actor, verifiedMobile !== null);
    const state = journeyState(def, answers, context);
    const adminId = actor.isAdmin ? (actor.user?.id ?? null) : null;
    const row = newLeadRow({
      actor,
      journey: def.prefix,
      ids,
      // Masked (an Aadhaar to its last 4, decision 061) as every saved state is; a prefilled
      // lead is incomplete until its applicant saves its steps.
      columns: { ...persisted(def, { state }), status: 'incomplete' },
      userId: actor.isAdmin ? null : (actor.user?.id ?? null),
      verifiedMobile,
      onBehalf: adminId ? { isAdmin: 1, editPage: stepRoute(def, def.first) } : null,
      utm: null,
      now,
    });
    await insertLead(tx, row);
    const view = leadView(row, def, verifiedMobile !== null);
    return {
      data: {
        results: {
          ...view,
          prefilled: [...asked].sort(),
          ignored: ignored.sort(),
        },
      },
      metadata: { last_loc: view.last_loc, user_data: { user_id: row.userId } },
      lead_id: row.id,
    };
  });
}

function decode(encoded: string): Record<string, unknown> {
  const text = encoded.trim();
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text) || text === '') throw badData();
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badData();
    return value as Record<string, unknown>;
  } catch {
    throw badData();
  }
}

const badData = () =>
  httpError(422, BAD_ENCODED_DATA, { fields: { encodedData: BAD_ENCODED_DATA } });

const isTrue = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** A field that may be prefilled: not an OTP, not a consent the user must give. */
const prefillable = (f: FieldDef) => f.kind !== 'otp' && f.kind !== 'disclaimer';

/**
 * Adds the valid answers of one step found in the data to `kept`, each field on its own. A
 * field hidden for this caller (showWhen over the answers so far or the context, e.g. an
 * admin-only field) is not filled.
 */
async function prefillStep(
  db: DbOrTx,
  step: StepDef,
  data: Record<string, unknown>,
  kept: Answers,
  lead: {
    productId: number | null;
    instrumentId: number | null;
    now: Date;
    context: JourneyContext;
  },
): Promise<void> {
  for (const field of step.fields.filter(prefillable)) {
    const keys = askedKeys(field);
    if (!keys.some((k) => k in data)) continue;
    const single: StepDef = { ...step, fields: [field] };
    const submitted = Object.fromEntries(keys.map((k) => [k, data[k]]));
    const checked = validateStep(single, submitted, kept, lead.context, { today: lead.now });
    if (Object.keys(checked.errors).length > 0) continue;
    if (!keys.every((k) => k in checked.values && isSafe(checked.values[k] as AnswerValue))) {
      continue;
    }
    const values = await resolved(db, single, field, checked.values, lead);
    if (values) Object.assign(kept, values);
  }
}

/** The server's lookups, as on a save: catalog picks and what a field's lookup derives. */
async function resolved(
  db: DbOrTx,
  step: StepDef,
  field: FieldDef,
  values: Answers,
  lead: { productId: number | null; instrumentId: number | null },
): Promise<Answers | null> {
  try {
    const picks = await resolvePicks(db, step, values);
    const out: Answers = { ...values, ...picks };
    const key = lookupKey(field);
    if (key) {
      const looked = await resolveLookup(db, field, String(values[field.name]), lead);
      if ('error' in looked) return null;
      out[key] = looked.value;
    }
    return out;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
