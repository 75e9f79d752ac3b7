import { catalogue, OBJECT_TYPES, type ProductEntry, planById, productOfJourney } from '@tara/core';
import { bookingReference } from '@tara/core/booking';
import { certificatePath } from '../extendedWarranty/warrantyView.js';
import { POLICY_STATUS, policyDocumentPath } from '../insurance/policyView.js';
import type { RefundRow } from '../payments/refundData.js';
import type {
  ActivityBooking,
  ActivityCombo,
  ActivityPolicy,
  ActivityPurchase,
  ActivityRows,
} from './data.js';
import { type CardNames, leadItems } from './leadItems.js';
import type { ActivityDocument, ActivityItem } from './schemas.js';

// The user's records as the profile lists them (issue 22 §4, decision 082). Names come from
// the product catalogue (or the card catalogue), never from this file.

const iso = (d: Date) => d.toISOString();
const latest = (...dates: (Date | null | undefined)[]): Date =>
  new Date(Math.max(...dates.flatMap((d) => (d ? [d.getTime()] : []))));

const nameOf = (product: ProductEntry | undefined, fallback: string) => product?.name ?? fallback;
const selling = (objectType: number) =>
  catalogue.products.find((p) => p.sells?.objectType === objectType);
const ofFamily = (family: string) => catalogue.products.find((p) => p.family === family);

const BOOKING_STATUS = { open: 'Booked', passed: 'Appointment day passed', cancelled: 'Cancelled' };
const PURCHASE_STATUS = { pending: 'Not paid', paid: 'Paid', fulfilled: 'Paid' };

const receipt = (purchase: ActivityPurchase | undefined): ActivityDocument[] =>
  purchase?.paymentId && purchase.state !== 'pending'
    ? [
        {
          kind: 'receipt',
          label: 'Payment receipt',
          href: `/api/payments/${encodeURIComponent(purchase.paymentId)}/receipt`,
          delivery: 'file',
        },
      ]
    : [];

const policyDocument = (policy: ActivityPolicy): ActivityDocument[] =>
  policy.state === 'issued'
    ? [
        {
          kind: 'policy',
          label: policy.policyNumber ? `Policy ${policy.policyNumber}` : 'Policy document',
          href: policyDocumentPath(policy.id),
          delivery: 'base64_json',
        },
      ]
    : [];

function policyItem(policy: ActivityPolicy, purchase: ActivityPurchase | undefined): ActivityItem {
  return {
    id: policy.id,
    kind: 'policy',
    product_name: nameOf(productOfJourney(policy.journey), policy.product),
    detail: planById(policy.planId)?.insurerName ?? null,
    status: policy.state,
    status_text: POLICY_STATUS[policy.state],
    reference: policy.policyNumber,
    amount_paise: policy.premiumPaise,
    created_at: iso(policy.createdAt),
    status_changed_at: iso(latest(policy.createdAt, purchase?.paidAt, policy.issuedAt)),
    link: null,
    documents: [...policyDocument(policy), ...receipt(purchase)],
  };
}

function comboItem(
  combo: ActivityCombo,
  parts: ActivityPolicy[],
  purchase: ActivityPurchase | undefined,
): ActivityItem {
  const state = parts.some((p) => p.state === 'failed')
    ? 'failed'
    : parts.length && parts.every((p) => p.state === 'issued')
      ? 'issued'
      : 'paid';
  const numbers = parts.flatMap((p) => (p.policyNumber ? [p.policyNumber] : []));
  return {
    id: combo.id,
    kind: 'combo',
    product_name: nameOf(productOfJourney(combo.journey), combo.combo),
    detail: null,
    status: state,
    status_text: POLICY_STATUS[state],
    reference: numbers.length ? numbers.join(', ') : null,
    amount_paise: combo.premiumPaise,
    created_at: iso(combo.createdAt),
    status_changed_at: iso(
      latest(combo.createdAt, purchase?.paidAt, ...parts.map((p) => p.issuedAt)),
    ),
    link: null,
    documents: [...parts.flatMap(policyDocument), ...receipt(purchase)],
  };
}

function bookingItem(b: ActivityBooking): ActivityItem {
  return {
    id: b.id,
    kind: 'booking',
    product_name: nameOf(productOfJourney(b.product), b.product),
    detail: b.lenderName,
    status: b.status,
    status_text: BOOKING_STATUS[b.status],
    reference: bookingReference(b.id),
    amount_paise: b.loanAmountPaise,
    created_at: iso(b.createdAt),
    // A booking keeps no time of its change: the day after the appointment when it passed.
    status_changed_at:
      b.status === 'passed'
        ? new Date(`${b.appointmentDate}T18:30:00Z`).toISOString()
        : iso(b.createdAt),
    link: null,
    documents: [],
  };
}

/**
 * A payment's refund (issue 22 §3): its one refund, or a combo's parts given back together
 * (their amounts summed, their references listed, the least advanced state).
 */
function refundOf(given: RefundRow[]): ActivityItem['refund'] {
  const first = given[0];
  if (!first) return null;
  const references = given.map((r) => r.gatewayRefundId).filter((r) => r !== null);
  const state = given.find((r) => r.status !== 'processed')?.status ?? first.status;
  return {
    reference: references.join(', '),
    amount_paise: given.reduce((sum, r) => sum + r.amountPaise, 0),
    state,
    created_at: iso(first.createdAt),
    receipt_href: null,
  };
}

function paymentItem(p: ActivityPurchase, given: RefundRow[]): ActivityItem {
  return {
    id: p.id,
    kind: 'payment',
    product_name: p.title,
    detail: selling(p.objectType)?.name ?? null,
    status: p.state,
    status_text: PURCHASE_STATUS[p.state],
    reference: p.paymentId,
    amount_paise: p.amountPaise,
    created_at: iso(p.createdAt),
    status_changed_at: iso(latest(p.createdAt, p.paidAt, p.fulfilledAt)),
    link: null,
    documents: receipt(p),
    refund: refundOf(given),
  };
}

/** Every item of the user's, the latest change first. */
export function activityView(rows: ActivityRows, cards: CardNames): ActivityItem[] {
  const purchaseOf = (id: string | null) =>
    id ? rows.purchases.find((p) => p.id === id) : undefined;
  const items: ActivityItem[] = [
    ...leadItems(rows, cards),
    ...rows.policies
      .filter((p) => p.comboId === null && p.state !== 'quoted')
      .map((p) => policyItem(p, purchaseOf(p.purchaseId))),
    ...rows.combos
      .filter((c) => c.state === 'paid')
      .map((c) =>
        comboItem(
          c,
          rows.policies.filter((p) => p.comboId === c.id),
          purchaseOf(c.purchaseId),
        ),
      ),
    ...rows.bookings.map(bookingItem),
    ...rows.warranties
      .filter((w) => w.state === 'active')
      .map((w) => {
        const purchase = purchaseOf(w.purchaseId);
        return {
          id: w.id,
          kind: 'warranty' as const,
          product_name: nameOf(selling(OBJECT_TYPES.ew), w.planTitle),
          detail: `${w.planTitle}: ${w.brand} ${w.model}`,
          status: w.state,
          status_text: 'Active',
          reference: w.certificateNo,
          amount_paise: w.premiumPaise,
          created_at: iso(w.createdAt),
          status_changed_at: iso(w.activatedAt ?? w.createdAt),
          link: null,
          documents: [
            {
              kind: 'certificate' as const,
              label: 'Warranty certificate (PDF)',
              href: certificatePath(w.id),
              delivery: 'file' as const,
            },
            ...receipt(purchase),
          ],
        };
      }),
    ...rows.memberships.map((m) => {
      const purchase = purchaseOf(m.purchaseId);
      return {
        id: m.id,
        kind: 'membership' as const,
        product_name: nameOf(selling(OBJECT_TYPES.membership), m.planTitle),
        detail: m.planTitle,
        status: 'active',
        status_text: 'Active',
        reference: purchase?.paymentId ?? null,
        amount_paise: purchase?.amountPaise ?? null,
        created_at: iso(m.startsAt),
        status_changed_at: iso(m.startsAt),
        link: null,
        documents: receipt(purchase),
      };
    }),
    ...rows.purchases.map((p) =>
      paymentItem(
        p,
        rows.refunds.filter((r) => r.purchaseId === p.id),
      ),
    ),
    ...(rows.report ? [reportItem(rows.report)] : []),
  ];
  return items.sort((a, b) => Date.parse(b.status_changed_at) - Date.parse(a.status_changed_at));
}

function reportItem(report: NonNullable<ActivityRows['report']>): ActivityItem {
  return {
    id: report.id,
    kind: 'credit_report',
    product_name: nameOf(ofFamily('credit-report'), report.bureau),
    detail: report.bureau,
    status: 'ready',
    status_text: 'Ready',
    reference: report.reportRef,
    amount_paise: null,
    created_at: iso(report.pulledAt),
    status_changed_at: iso(report.pulledAt),
    link: '/profile/credit-score',
    documents: [
      {
        kind: 'credit_report',
        label: 'Credit report',
        href: '/api/credit-report/doc',
        delivery: 'file',
      },
    ],
  };
}
