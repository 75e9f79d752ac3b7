import { EW_PAY_CALL, ewQuote, OBJECT_TYPES } from '@tara/core';
import { PartnerUnavailable } from '../../partners/partnerCall.js';
import type { PaymentsDeps } from '../payments/deps.js';
import { purchaseCall } from '../payments/purchaseCall.js';
import { startPurchase } from '../payments/startPurchase.js';
import { insertQuotedWarranty, linkPurchase } from './data.js';

export const NO_BUYER = 'Please give your mobile number at the first step before paying.';
export const NO_QUOTE = 'Please check your product details: we could not price this warranty.';

/**
 * The ew journey's payment (decision 044), like the hp journey's initiatePay: saving step3
 * quotes the warranty from the lead's answers (core's `ewQuote`: plan, invoice value), opens
 * an order for it (objectType 18) for the lead's user, and waits under the purchase's id
 * until the payment is fulfilled (`purchaseCall`). New answers are a new input, so a new
 * quote; the same answers are the same call, made once.
 */
export function ewPayCall(deps: PaymentsDeps) {
  return purchaseCall(deps, {
    name: EW_PAY_CALL,
    noBuyer: NO_BUYER,
    input: (call) => {
      const quote = ewQuote(call.answers);
      return {
        userId: call.userId,
        leadId: call.leadId,
        planId: quote?.plan.id ?? null,
        invoicePaise: quote?.invoicePaise ?? null,
        category: quote?.category ?? null,
        brand: quote?.brand ?? null,
        model: quote?.model ?? null,
        serialNumber: quote?.serialNumber ?? null,
        purchaseDate: quote?.purchaseDate ?? null,
      };
    },
    async open(call, user) {
      const quote = ewQuote(call.answers);
      if (!quote) throw new PartnerUnavailable(EW_PAY_CALL, 'server-error', NO_QUOTE);
      const warranty = await insertQuotedWarranty(deps.db, {
        userId: user.id,
        leadId: call.leadId,
        planId: quote.plan.id,
        planTitle: quote.plan.title,
        coverYears: quote.plan.years,
        category: quote.category,
        brand: quote.brand,
        model: quote.model,
        serialNumber: quote.serialNumber,
        purchaseDate: quote.purchaseDate,
        invoiceValuePaise: quote.invoicePaise,
        premiumPaise: quote.split.totalPaise,
        createdAt: deps.now(),
      });
      const started = await startPurchase(deps, user, {
        objectType: OBJECT_TYPES.ew,
        objectId: warranty.id,
      });
      await linkPurchase(deps.db, warranty.id, started.purchaseId);
      return {
        started,
        // Facts are masked like identifiers where digits run long: no uuid among them.
        facts: { gstPaise: quote.split.gstPaise },
        record: {
          request: { planId: quote.plan.id, invoicePaise: quote.invoicePaise },
          response: { ewId: warranty.id, orderId: started.orderId },
        },
      };
    },
  });
}
