import type { CompanyIdentity } from '@tara/core/company';
import type { ApiModule } from '../../http/apiModule.js';
import type { LeadDeps } from '../leads/service.js';
import { leadKfsRoutes } from './leadKfsRoutes.js';
import { loanDocumentRoutes } from './routes.js';

/**
 * Loan documents: the physical NACH form, the e-agreement and its KFS (decision 024), and the
 * offer's KFS before acceptance (decision 080).
 */
export const loanDocumentsModule: ApiModule<{ leads: LeadDeps; company: CompanyIdentity }> = {
  name: 'loanDocuments',
  routes: ({ leads, company }) => [
    loanDocumentRoutes(leads, company),
    leadKfsRoutes(leads, company),
  ],
};
