import type { Db } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import { sandboxSmsRoutes } from '../../partners/sms/routes.js';
import type { AuthDeps } from './deps.js';
import { authRoutes } from './routes.js';
import { userRoutes } from './userRoutes.js';

/** Identity: OTP login, sessions, the user calls; outside production the sandbox SMS outbox. */
export const authModule: ApiModule<{ db: Db; auth: AuthDeps; production: boolean }> = {
  name: 'auth',
  routes: ({ db, auth, production }) => [
    userRoutes(auth),
    authRoutes(auth),
    production ? null : sandboxSmsRoutes(db),
  ],
};
