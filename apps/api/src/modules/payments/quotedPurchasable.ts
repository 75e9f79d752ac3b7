import type { GstSplit } from '@tara/core';
import type { DbOrTx, Tx } from '../../db/types.js';
import type { PurchaseRow } from './data.js';
import { type Fulfilment, FulfilmentRefused, type Purchasable } from './purchasable.js';

/** A row quoted to one user at its premium: an extended warranty, a policy, a combo. */
export interface QuotedRow {
  id: string;
  userId: string;
  state: string;
  premiumPaise: number;
}

export interface QuotedPurchasableSpec<T extends QuotedRow> {
  objectType: number;
  find(db: DbOrTx, id: string): Promise<T | null>;
  title(row: NoInfer<T>): string;
  /** The refusal when the paid object is gone or another user's. */
  notFound: string;
  /** The GST inside the row's premium when not the general 18 % (decision 075). */
  gst?(row: NoInfer<T>): GstSplit | null;
  /** Delivers the buyer's own object, inside the purchase's transaction. */
  deliver(tx: Tx, row: NoInfer<T>, purchase: PurchaseRow, now: Date): Promise<Fulfilment>;
}

/**
 * A purchasable whose object is a row quoted to its own user (decisions 044, 048, 055): priced
 * at the premium the server stored when it quoted (never by the browser), for sale only while
 * quoted and only to that user; fulfilment finds the row again in the transaction and
 * delivers it.
 */
export function quotedPurchasable<T extends QuotedRow>(
  spec: QuotedPurchasableSpec<T>,
): Purchasable {
  return {
    objectType: spec.objectType,
    quote: async (db, objectId, userId) => {
      const row = await spec.find(db, objectId);
      if (!row || row.userId !== userId || row.state !== 'quoted') return null;
      return {
        objectId: row.id,
        title: spec.title(row),
        amountPaise: row.premiumPaise,
        discountedPaise: row.premiumPaise,
      };
    },
    gst: async (db, objectId) => {
      const row = spec.gst ? await spec.find(db, objectId) : null;
      return row && spec.gst ? spec.gst(row) : null;
    },
    fulfil: async (tx, purchase, now) => {
      const row = await spec.find(tx, purchase.objectId);
      if (!row || row.userId !== purchase.userId) throw new FulfilmentRefused([spec.notFound]);
      return spec.deliver(tx, row, purchase, now);
    },
  };
}
