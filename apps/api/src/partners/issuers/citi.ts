import { sandboxAdapter } from './adapter.js';
import { standardCardLead } from './standard.js';

// Citi-branded cards (issued by Axis Bank since 2023): the card lead payload (01 §3).
export const citiIssuer = sandboxAdapter({
  alias: 'citi',
  words: { approved: 'APPROVED', inProcess: 'PENDING', rejected: 'REJECTED' },
  payload: (application) => ({ ...standardCardLead('citi', application) }),
});
