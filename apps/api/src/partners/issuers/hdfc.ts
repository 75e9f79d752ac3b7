import { sandboxAdapter } from './adapter.js';
import { standardCardLead } from './standard.js';

// HDFC Bank: the card lead payload (01 §3).
export const hdfcIssuer = sandboxAdapter({
  alias: 'hdfc',
  words: { approved: 'Approved', inProcess: 'In Process', rejected: 'Declined' },
  payload: (application) => ({ ...standardCardLead('hdfc', application) }),
});
