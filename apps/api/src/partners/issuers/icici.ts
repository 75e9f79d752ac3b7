import { iciciLead } from '@tara/core';
import { sandboxAdapter } from './adapter.js';
import { standardCardLead } from './standard.js';

// ICICI Bank: the icici-style lead (providerId 3, designation 'Doctor') beside the card lead.
export const iciciIssuer = sandboxAdapter({
  alias: 'icici',
  words: { approved: 'APPROVED_IN_PRINCIPLE', inProcess: 'IN_PROGRESS', rejected: 'DECLINED' },
  payload: (application) => ({
    lead: iciciLead(application.values),
    cardLead: standardCardLead('icici', application),
  }),
});
