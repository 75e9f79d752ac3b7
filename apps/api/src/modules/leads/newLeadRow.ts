import { randomUUID } from 'node:crypto';
import type { OnBehalf } from '../../db/schema.js';
import type { Actor } from '../auth/deps.js';
import type { LeadRow } from './data.js';
import type { LeadIds } from './leadContext.js';
import type { StateColumns } from './persisted.js';

/** Who a new lead is for and what it is of, besides its journey state. */
export interface NewLead {
  actor: Actor & { visitorId: string };
  journey: string;
  ids: LeadIds;
  /** The columns its journey state writes (`persisted`). */
  columns: StateColumns;
  userId: string | null;
  verifiedMobile: string | null;
  utm: Record<string, string> | null;
  onBehalf?: OnBehalf | null;
  now: Date;
}

/**
 * The one constructor of a new lead's row (a step's first save, the bare lead of a first step
 * that calls a partner, a prefilled lead): made by the caller's visitor, an admin's id kept
 * when an admin makes it, no admin status yet.
 */
export function newLeadRow(lead: NewLead): LeadRow {
  const { actor, now } = lead;
  return {
    id: randomUUID(),
    visitorId: actor.visitorId,
    journey: lead.journey,
    ...lead.ids,
    ...lead.columns,
    userId: lead.userId,
    verifiedMobile: lead.verifiedMobile,
    onBehalf: lead.onBehalf ?? null,
    adminUserId: actor.isAdmin ? (actor.user?.id ?? null) : null,
    adminStatus: null,
    utm: lead.utm,
    createdAt: now,
    updatedAt: now,
  };
}
