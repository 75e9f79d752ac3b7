import type { Db } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import { catalogRoutes } from './routes.js';

/** The catalog: cities, pincodes, companies, banks and IFSC branches (decision 015). */
export const catalogModule: ApiModule<{ db: Db }> = {
  name: 'catalog',
  routes: ({ db }) => [catalogRoutes(db)],
};
