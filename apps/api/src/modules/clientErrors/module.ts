import type { ApiModule } from '../../http/apiModule.js';
import type { AuthDeps } from '../auth/deps.js';
import { clientErrorRoutes } from './routes.js';

/** Failures the browser reports, logged with the form values' shapes only (decision 038). */
export const clientErrorsModule: ApiModule<{ auth: AuthDeps }> = {
  name: 'clientErrors',
  routes: ({ auth }) => [clientErrorRoutes(auth)],
};
