import type { DeviceContext, JourneyRegistry, LeadSaveBody, PartnerCallUse } from '@tara/core';
import type { Db } from '../../db/types.js';
import type { PartnerCalls } from '../../partners/partnerCall.js';
import type { Actor, AuthDeps } from '../auth/deps.js';

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

/** A step save (POST /lead/add/unverified, /lead/update/unverified), as the route read it. */
export interface SaveRequest {
  /** The caller; a save always has a visitor (idempotency keys are scoped to it). */
  actor: Actor & { visitorId: string };
  body: LeadSaveBody;
  idempotency: { key: string | null; requestHash: string };
  /** The device and app flags of the request (never the answers): the journey's context. */
  device: DeviceContext;
}
