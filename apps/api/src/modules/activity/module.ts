import type { Db } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import type { AuthDeps } from '../auth/deps.js';
import { catalogOf } from '../cards/catalogOf.js';
import { activityRoutes } from './routes.js';

/** The profile's one list of everything the user has done (issue 22 §4, decision 082). */
export const activityModule: ApiModule<{ db: Db; auth: AuthDeps }> = {
  name: 'activity',
  routes: (deps) => [activityRoutes({ db: deps.db, auth: deps.auth, catalog: catalogOf(deps) })],
};
