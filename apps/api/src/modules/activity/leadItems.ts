import { type ProductEntry, productOfJourney } from '@tara/core';
import type { ActivityLead, ActivityRows } from './data.js';
import type { ActivityItem } from './schemas.js';

// A user's card and loan applications and credit lines, from their leads (issue 22 §4,
// decision 082): a card lead sent to its bank is listed as each application sent.

/** A card's name and issuer by its id (the card catalogue). */
export type CardNames = (cardId: number) => { name: string; issuer: string } | null;

const iso = (d: Date) => d.toISOString();

const LEAD_KINDS: Readonly<Record<string, ActivityItem['kind']>> = {
  'credit-cards': 'card_application',
  'personal-loan': 'loan_application',
  'home-loan': 'loan_application',
  'business-loan': 'loan_application',
  'credit-line': 'credit_line',
};
const LEAD_STATUS: Readonly<Record<string, string>> = {
  incomplete: 'In progress',
  complete: 'Submitted',
  exited: 'Closed',
};
const CARD_STATUS: Readonly<Record<number, string>> = {
  1: 'Approved',
  2: 'In process',
  3: 'Not approved',
};
/** A lead's reference: 'AP-' and the first ten hex digits of its id (as decision 077's). */
export const leadReference = (leadId: string): string =>
  `AP-${leadId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/** The app path of a lead's last location; '/' for anything that is not an app path. */
const resumePath = (lastLoc: string): string => {
  const path = lastLoc.trim().replace(/^\/+/, '');
  return !path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.includes('\\') ? '/' : `/${path}`;
};

/** The items of the leads of an applying family (cards, loans, credit lines). */
export function leadItems(rows: ActivityRows, cards: CardNames): ActivityItem[] {
  return rows.leads.flatMap((lead): ActivityItem[] => {
    const product = productOfJourney(lead.journey);
    const kind = product && LEAD_KINDS[product.family];
    if (!kind) return [];
    const sent = rows.cardApplications.filter((a) => a.leadId === lead.id);
    if (sent.length) return sent.map((a) => cardItem(a, lead, cards));
    return [leadItem(lead, kind, product)];
  });
}

function leadItem(lead: ActivityLead, kind: ActivityItem['kind'], product: ProductEntry) {
  const done = lead.status !== 'incomplete';
  return {
    id: lead.id,
    kind,
    product_name: product.name,
    detail: null,
    status: lead.status,
    status_text: LEAD_STATUS[lead.status] ?? lead.status,
    reference: leadReference(lead.id),
    amount_paise: null,
    created_at: iso(lead.createdAt),
    // A save that leaves it in progress is no change of status; finishing is.
    status_changed_at: iso(done ? lead.updatedAt : lead.createdAt),
    link: done ? null : resumePath(lead.lastLoc),
    documents: [],
  };
}

function cardItem(
  a: ActivityRows['cardApplications'][number],
  lead: ActivityLead,
  cards: CardNames,
): ActivityItem {
  const card = cards(a.cardId);
  return {
    id: a.id,
    kind: 'card_application',
    product_name: card?.name ?? productOfJourney(lead.journey)?.name ?? lead.journey,
    detail: card?.issuer || null,
    status: a.status === null ? 'sending' : String(a.status),
    status_text: a.status === null ? 'Being sent to the bank' : (CARD_STATUS[a.status] ?? 'Sent'),
    reference: a.referenceId ?? leadReference(lead.id),
    amount_paise: null,
    created_at: iso(a.createdAt),
    status_changed_at: iso(a.updatedAt),
    link: `/credit-card/offers?lead=${encodeURIComponent(lead.id)}`,
    documents: [],
  };
}
