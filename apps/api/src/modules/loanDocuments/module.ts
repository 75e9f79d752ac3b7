import type { ApiModule } from '../../http/apiModule.js';
import type { LeadDeps } from '../leads/service.js';
import { leadKfsRoutes } from './leadKfsRoutes.js';
import { loanDocumentRoutes } from './routes.js';

/**
 * Loan documents: the physical NACH form, the e-agreement and its KFS (decision 024), and the
 * offer's KFS before acceptance (decision 080).
 */
export const loanDocumentsModule: ApiModule<{ leads: LeadDeps }> = {
  name: 'loanDocuments',
  routes: ({ leads }) => [loanDocumentRoutes(leads), leadKfsRoutes(leads)],
};
