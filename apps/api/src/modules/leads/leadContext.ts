import {
  type Answers,
  type DeviceContext,
  type JourneyContext,
  type JourneyDef,
  type JourneyState,
  journeyState,
  type LeadSaveBody,
} from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import type { Actor } from '../auth/deps.js';
import { findUserById, type UserRow } from '../users/data.js';
import type { LeadRow } from './data.js';

export interface LeadIds {
  productId: number | null;
  providerId: number | null;
  instrumentId: number | null;
}

/** A new lead's ids: the save's, else the journey's. */
export function leadIds(body: LeadSaveBody, def: JourneyDef): LeadIds {
  return {
    productId: body.productId ?? def.productId,
    providerId: body.providerId === undefined ? def.providerId : body.providerId,
    instrumentId: body.instrumentId === undefined ? def.instrumentId : body.instrumentId,
  };
}

/** A saved lead's ids: the save's where it names them, else the lead's. */
export function idsOf(body: LeadSaveBody, lead: LeadIds): LeadIds {
  return {
    productId: body.productId === undefined ? lead.productId : body.productId,
    providerId: body.providerId === undefined ? lead.providerId : body.providerId,
    instrumentId: body.instrumentId === undefined ? lead.instrumentId : body.instrumentId,
  };
}

/**
 * What journey conditions may read besides the answers: the lead's ids, the session's roles
 * (`isAdmin`, `isLoggedIn`), whether the mobile being saved is verified (`mobileVerified`)
 * and the request's device and app flags (`androidWebView`, `appVersion`, `am`, `tm`).
 */
export function leadContext(
  ids: LeadIds,
  actor: Actor,
  mobileVerified: boolean,
  device?: DeviceContext,
): JourneyContext {
  return {
    ...device,
    ...ids,
    isAdmin: actor.isAdmin,
    isLoggedIn: actor.user !== null,
    mobileVerified,
  };
}

/** A new lead's state: on the first step the caller's context does not skip. */
export function freshState(
  def: JourneyDef,
  ids: LeadIds,
  actor: Actor,
  device: DeviceContext,
): JourneyState {
  return journeyState(def, {}, leadContext(ids, actor, false, device));
}

/**
 * The spec's final-OTP rule as one flag: the lead's mobile answer was proved for this lead
 * (lead OTP, an admin's verification, an admin's isVerified prefill), or the lead's (form)
 * user is verified and has that very mobile — the logged-in user or not. A changed mobile
 * answer is unverified again.
 */
export function isMobileVerified(
  verifiedMobile: string | null,
  answers: Answers,
  formUser: UserRow | null,
): boolean {
  const mobile = answers.mobile;
  if (typeof mobile !== 'string' || mobile === '') return false;
  if (verifiedMobile === mobile) return true;
  return formUser?.isVerified === true && formUser.mobile === mobile;
}

export async function formUserOf(db: DbOrTx, userId: string | null): Promise<UserRow | null> {
  return userId ? findUserById(db, userId) : null;
}

/**
 * The lead's mobile is verified for this lead: an earlier OTP or an admin's verification, or
 * its form user (the lead's user; before it has one, the logged-in user, never an admin) is
 * verified and has that mobile. The one rule before any submission (decision 028) and any
 * bureau pull or partner submission a journey call makes (decision 063).
 */
export async function leadMobileVerified(
  db: DbOrTx,
  actor: Actor,
  lead: Pick<LeadRow, 'userId' | 'verifiedMobile' | 'answers'>,
): Promise<boolean> {
  const formUser = lead.userId
    ? await formUserOf(db, lead.userId)
    : actor.isAdmin
      ? null
      : actor.user;
  return isMobileVerified(lead.verifiedMobile, lead.answers, formUser);
}
