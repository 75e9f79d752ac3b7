import type { LeadView } from '@tara/core/contract';
import { formatDate } from '@tara/core/format';
import { findJourneyEntry, listedJourneys } from '@tara/core/journeyList';

// The user's card applications (their incomplete and complete leads), as the profile lists them.

export interface Application {
  leadId: string;
  journey: string;
  title: string;
  /** `exited`: the journey ended by a named exit (e.g. the lender declined). */
  status: 'incomplete' | 'complete' | 'exited';
  /** 0–100. */
  progress: number;
  /** Where Resume leads: the lead's last location, from the root. */
  resumeTo: string;
  /** DD/MM/YYYY. */
  started: string;
  updated: string;
  updatedAt: string;
}

/** The journeys the profile looks for leads of: every journey a user applies through. */
export const APPLICATION_JOURNEYS: readonly string[] = listedJourneys().map((j) => j.prefix);

/** 'credit-cards/sbi' → 'SBI Card credit card' (the registry's title); else the journey as it is. */
export function applicationTitle(journey: string): string {
  return findJourneyEntry(journey)?.title ?? journey;
}

/**
 * The app path of a last location ('credit-cards/sbi/step7' → '/credit-cards/sbi/step7').
 * Only a path inside the app is accepted; anything else (an address with a scheme or a host)
 * gives '/'.
 */
export function resumePath(lastLoc: string): string {
  const path = lastLoc.trim().replace(/^\/+/, '');
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.includes('\\')) return '/';
  return `/${path}`;
}

export function toApplication(lead: LeadView): Application {
  return {
    leadId: lead.lead_id,
    journey: lead.journey,
    title: applicationTitle(lead.journey),
    status: lead.status,
    progress: Math.max(0, Math.min(100, Math.round(lead.progress))),
    resumeTo: resumePath(lead.last_loc),
    started: formatDate(lead.created_at),
    updated: formatDate(lead.updated_at),
    updatedAt: lead.updated_at,
  };
}

export interface Applications {
  inProgress: Application[];
  complete: Application[];
}

/** The leads found (null: none for that journey), split by status, the latest saved first. */
export function splitApplications(leads: readonly (LeadView | null)[]): Applications {
  const all = leads
    .filter((lead): lead is LeadView => lead !== null)
    .map(toApplication)
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  return {
    inProgress: all.filter((a) => a.status === 'incomplete'),
    complete: all.filter((a) => a.status === 'complete'),
  };
}
