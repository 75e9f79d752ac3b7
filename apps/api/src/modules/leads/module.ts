import type { ApiModule } from '../../http/apiModule.js';
import type { AuthDeps } from '../auth/deps.js';
import { claimVisitorLeads } from './data.js';
import { leadRoutes } from './routes.js';
import type { LeadDeps } from './service.js';
import { settleLeadCall } from './settleLead.js';
import { leadStatusRoutes } from './status.js';

/**
 * Incomplete leads: the step saves, status, prefill. A visitor's leads become the user's at
 * login; a journey waiting on a purchase (a call `settledBy: 'purchase'`, e.g. a plan's or a
 * warranty's payment step) moves on once it is fulfilled — a call no lead waits on under
 * this purchase changes nothing.
 */
export const leadsModule: ApiModule<{ auth: AuthDeps; leads: LeadDeps }> = {
  name: 'leads',
  routes: ({ auth, leads }) => [leadRoutes(leads), leadStatusRoutes(auth)],
  hooks: {
    signIn: claimVisitorLeads,
    purchaseFulfilled: async ({ leads }, purchaseId) => {
      for (const call of leads.calls.values()) {
        if (call.settledBy !== 'purchase') continue;
        await settleLeadCall(leads, { call: call.name, externalRef: purchaseId, outcome: 'paid' });
      }
    },
  },
};
