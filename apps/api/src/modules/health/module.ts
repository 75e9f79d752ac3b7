import type { Database } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import { healthRoutes } from './routes.js';

/** Health: the readiness answer with the database kind. */
export const healthModule: ApiModule<{ database: Database }> = {
  name: 'health',
  routes: ({ database }) => [healthRoutes(database)],
};
