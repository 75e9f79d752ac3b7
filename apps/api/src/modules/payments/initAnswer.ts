import type { UserRow } from '../users/data.js';
import type { StartedPurchase } from './startPurchase.js';

/** The /pay/init answer: the spec's `pg_response` and `pg_api_key`, and the checkout's options. */
export function initAnswer(user: UserRow, started: StartedPurchase) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    data: {
      results: {
        pg_response: {
          id: started.orderId,
          amount: started.amountPaise,
          currency: started.currency,
          receipt: started.receipt,
          status: 'created' as const,
        },
        pg_api_key: started.keyId,
        pg_mode: started.mode,
        purchase_id: started.purchaseId,
        checkout: {
          name: started.title,
          description: started.description,
          prefill: { name, contact: user.mobile, email: user.email ?? '' },
          notes: started.notes,
        },
      },
    },
  };
}
