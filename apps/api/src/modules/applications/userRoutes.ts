import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError, NOT_LOGGED_IN } from '../../http/errors.js';
import { COOKIE_SECURITY } from '../../http/schemas.js';
import type { Actor } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { applicationView } from './applicationView.js';
import type { ApplyDeps } from './applyForCard.js';
import { refreshStatus } from './refreshStatus.js';
import {
  ApplicationParamsSchema,
  userApplicationListResponses,
  userApplicationResponses,
} from './schemas.js';
import { userApplications } from './userApplications.js';

const userOf = (actor: Actor) => {
  if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
  return actor.user;
};

/** The logged-in user's card applications sent to issuers, and a status refresh (profile). */
export const userApplicationRoutes =
  (deps: ApplyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['cards'];
    app.get(
      '/api/user/applications',
      {
        schema: {
          tags,
          operationId: 'userApplications',
          summary: 'My card applications',
          security: COOKIE_SECURITY,
          description: "The logged-in user's applications sent to issuers: card, reference, status",
          response: userApplicationListResponses,
        },
      },
      async (request) => {
        const user = userOf(await actorOf(deps.auth, request));
        const rows = await userApplications(deps.db, user.id);
        const views = await Promise.all(rows.map((r) => applicationView(deps.catalog, r)));
        return { data: { results: views } };
      },
    );
    app.post(
      '/api/user/applications/:id/refresh',
      {
        schema: {
          tags,
          operationId: 'userApplicationRefresh',
          summary: "Refresh an application's status",
          security: COOKIE_SECURITY,
          description: "Asks the issuer for the application's status now and keeps it",
          params: ApplicationParamsSchema,
          response: userApplicationResponses,
        },
      },
      async (request) => {
        const user = userOf(await actorOf(deps.auth, request));
        return { data: { results: await refreshStatus(deps, user.id, request.params.id) } };
      },
    );
  };
