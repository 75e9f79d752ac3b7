import { sandboxAdapter } from './adapter.js';
import { standardCardLead } from './standard.js';

// SBI Card: the card lead payload (01 §3).
export const sbiIssuer = sandboxAdapter({
  alias: 'sbi',
  words: { approved: 'APPROVED', inProcess: 'UNDER_PROCESS', rejected: 'DECLINED' },
  payload: (application) => ({ ...standardCardLead('sbi', application) }),
});
