import { type GstSplit, INSURANCE_LEAD_STATUS } from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { type Fulfilment, FulfilmentRefused, type Purchasable } from '../payments/purchasable.js';
import { type QuotedRow, quotedPurchasable } from '../payments/quotedPurchasable.js';
import { recordInsuranceStatus } from './recordInsuranceStatus.js';

/** A quoted insurance row (a policy, a combo) of a lead, with the lead's status. */
interface InsuranceRow extends QuotedRow {
  leadId: string;
  leadStatus: number;
}

interface PaidInsuranceSpec<T extends InsuranceRow> {
  objectType: number;
  find(db: DbOrTx, id: string): Promise<T | null>;
  title(row: NoInfer<T>): string;
  /** Marks the quoted row paid by the purchase with the lead status; null when not quoted. */
  markPaid(tx: DbOrTx, id: string, purchaseId: string, leadStatus: number): Promise<T | null>;
  fulfilment(paid: NoInfer<T>): Fulfilment;
  /** The proposer's name the row holds (the receipt's "Billed to", decision 077). */
  buyerName?(row: NoInfer<T>): string | null;
  /** The GST inside its premium: its cover's rate, or its parts' (decision 075). */
  gst(row: NoInfer<T>): GstSplit | null;
}

/**
 * An insurance purchasable (decisions 048, 055): fulfilment marks the quoted row paid (lead
 * status 263) in the purchase's transaction, once, and records the lead's status; the insurer
 * is asked to issue afterwards (from `onFulfilled`), never inside the transaction.
 */
export function paidInsurancePurchasable<T extends InsuranceRow>(
  spec: PaidInsuranceSpec<T>,
): Purchasable {
  const purchasable = quotedPurchasable({
    objectType: spec.objectType,
    find: spec.find,
    title: spec.title,
    notFound: 'This policy could not be found.',
    gst: spec.gst,
    deliver: async (tx, row, purchase, now) => {
      const paid = await spec.markPaid(
        tx,
        row.id,
        purchase.id,
        INSURANCE_LEAD_STATUS.paymentCompleted,
      );
      if (!paid) throw new FulfilmentRefused(['This policy is already paid for.']);
      await recordInsuranceStatus(tx, paid.leadId, paid.userId, paid.leadStatus, now);
      return spec.fulfilment(paid);
    },
  });
  const { buyerName } = spec;
  if (!buyerName) return purchasable;
  return {
    ...purchasable,
    buyerName: async (db, objectId) => {
      const row = await spec.find(db, objectId);
      return (row && buyerName(row)?.trim()) || null;
    },
  };
}
