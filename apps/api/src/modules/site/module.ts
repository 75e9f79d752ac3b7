import type { CompanyIdentity } from '@tara/core/company';
import type { ApiModule } from '../../http/apiModule.js';
import { siteRoutes } from './routes.js';

/** The site: who runs it, as configured (decision 079). */
export const siteModule: ApiModule<{ company: CompanyIdentity }> = {
  name: 'site',
  routes: ({ company }) => [siteRoutes(company)],
};
