import { sandboxAdapter } from './adapter.js';
import { standardCardLead } from './standard.js';

// Stashfin: the card lead payload (01 §3).
export const stashfinIssuer = sandboxAdapter({
  alias: 'stashfin',
  words: { approved: 'line_approved', inProcess: 'under_review', rejected: 'line_rejected' },
  payload: (application) => ({ ...standardCardLead('stashfin', application) }),
});
