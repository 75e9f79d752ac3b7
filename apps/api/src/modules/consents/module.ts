import type { ApiModule } from '../../http/apiModule.js';
import type { AuthDeps } from '../auth/deps.js';
import { consentRoutes } from './routes.js';

/** Consents: their records and their withdrawal (decision 029). */
export const consentsModule: ApiModule<{ auth: AuthDeps }> = {
  name: 'consents',
  routes: ({ auth }) => [consentRoutes(auth)],
};
