import { rblInstantApplyRecord, rblProviderLead } from '@tara/core';
import { sandboxAdapter } from './adapter.js';

// RBL Bank: the rbl provider lead (address in 2 × 40) and, from the instant-apply form, the
// instant-apply record (01 §3).
export const rblIssuer = sandboxAdapter({
  alias: 'rbl',
  words: { approved: 'Approved', inProcess: 'Pending', rejected: 'Rejected' },
  payload: (application) => ({
    lead: rblProviderLead(application.values, {
      instrumentId: application.card.id,
      utm: application.utm,
    }),
    record: rblInstantApplyRecord(application.values, application.card),
  }),
});
