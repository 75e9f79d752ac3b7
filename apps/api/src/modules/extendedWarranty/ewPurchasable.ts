import { ewCoverPeriod, OBJECT_TYPES } from '@tara/core';
import { FulfilmentRefused } from '../payments/purchasable.js';
import { quotedPurchasable } from '../payments/quotedPurchasable.js';
import { certificateNumber } from './certificateNumber.js';
import { activateWarranty, findWarranty } from './data.js';

/**
 * Extended warranties as a purchasable (objectType 18, decision 044): the object is a quoted
 * warranty, priced when the ew journey's step3 was saved from the lead's answers by core's
 * rules (never by the browser), and only its own user may buy it. Fulfilment makes it active
 * with its certificate number and cover period, in the transaction that marks the purchase
 * fulfilled, so exactly once.
 */
export const ewPurchasable = quotedPurchasable({
  objectType: OBJECT_TYPES.ew,
  find: findWarranty,
  title: (warranty) => warranty.planTitle,
  notFound: 'This warranty could not be found.',
  deliver: async (tx, warranty, purchase, now) => {
    const cover = ewCoverPeriod(warranty.purchaseDate, warranty.coverYears);
    const active = await activateWarranty(
      tx,
      warranty.id,
      {
        purchaseId: purchase.id,
        certificateNo: certificateNumber(warranty.id, now),
        coverFrom: cover.from,
        coverTo: cover.to,
      },
      now,
    );
    if (!active) throw new FulfilmentRefused(['This warranty is already active.']);
    return {
      ewId: active.id,
      certificateNo: active.certificateNo,
      coverFrom: cover.from,
      coverTo: cover.to,
    };
  },
});
