import type { GstSplit } from '@tara/core';
import type { DbOrTx, Tx } from '../../db/types.js';
import type { PurchaseRow } from './data.js';

/** What an object costs, decided by the server (the browser's amount must agree). */
export interface PurchaseQuote {
  /**
   * The object's one spelling ('1' for '01', a uuid in lower case): a user has one pending
   * purchase per object (decision 066), so two spellings must not make two.
   */
  objectId: string;
  title: string;
  /** What the user pays, GST included (`invoice_amount`). */
  amountPaise: number;
  /** The price shown on the checkout ('For ₹{discounted_price}, including GST'). */
  discountedPaise: number;
}

/** What fulfilment hands back to show on the status screen and the receipt. */
export type Fulfilment = Record<string, string | number | null>;

/**
 * A kind of thing that can be bought (decision 041), one per objectType (spec 03 §3: hl 7,
 * metro 12, extended warranty 18, membership 21, …): the payments module knows nothing of
 * what it sells. `fulfil` runs inside the transaction that marks the purchase fulfilled, so
 * its writes happen exactly once with it; anything it must ask of an outside party is made
 * a partner call of its own (made once, decision 021), not done here.
 */
export interface Purchasable {
  objectType: number;
  /**
   * The quote for `objectId` bought by `userId`, or null: no such object, not for sale, or
   * not for sale to this user (a member price to a non-member, decision 046; an extended
   * warranty is its quote's user's alone, decision 044).
   */
  quote(db: DbOrTx, objectId: string, userId: string): Promise<PurchaseQuote | null>;
  /**
   * The GST inside the price of `objectId`, when not the general 18 % (an insurance cover's own
   * rate, decision 075); null or absent: 18 %.
   */
  gst?(db: DbOrTx, objectId: string): Promise<GstSplit | null>;
  /** Delivers a paid purchase. Throw FulfilmentRefused to show its errors (PS-09). */
  fulfil(tx: Tx, purchase: PurchaseRow, now: Date): Promise<Fulfilment>;
  /**
   * The name the buyer gave for the object, when it holds one (an insurance policy's proposer
   * as the insurer validated it): the receipt is billed to it (decision 077). Without, the
   * user's own names.
   */
  buyerName?(db: DbOrTx, objectId: string): Promise<string | null>;
}

/**
 * A purchasable's refusal to deliver: the purchase stays paid, with these messages. `final`
 * (the default): it will never be delivered, so its payment is refunded (decision 081); not
 * final: a wiring gap (no handler yet), left for reconciliation.
 */
export class FulfilmentRefused extends Error {
  constructor(
    readonly errors: string[],
    readonly final = true,
  ) {
    super(errors.join(' '));
    this.name = 'FulfilmentRefused';
  }
}

/** The purchasables by objectType; two for one type is a wiring mistake. */
export function purchasableRegistry(
  list: readonly Purchasable[],
): ReadonlyMap<number, Purchasable> {
  const byType = new Map<number, Purchasable>();
  for (const p of list) {
    if (byType.has(p.objectType))
      throw new Error(`two purchasables for objectType ${p.objectType}`);
    byType.set(p.objectType, p);
  }
  return byType;
}
