import { amexLead } from '@tara/core';
import { sandboxAdapter } from './adapter.js';

// American Express: the Amex-type lead (product 4, cityId 1, addresses in 3 × 24, six
// consents as Y/N or YES/NO). The Aadhaar number goes to Amex only; it is never stored.
export const amexIssuer = sandboxAdapter({
  alias: 'amex',
  words: { approved: 'IPA', inProcess: 'REFERRED', rejected: 'DECLINED' },
  payload: (application) => ({
    ...amexLead(application.values, { chosenCard: application.card.id }),
  }),
});
