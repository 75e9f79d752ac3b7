import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.js';
import { httpError, NOT_LOGGED_IN } from '../../http/errors.js';
import { SESSION_SECURITY } from '../../http/schemas.js';
import type { AuthDeps } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import type { CardCatalog } from '../cards/catalog.js';
import { activityView } from './activityView.js';
import { activityRows } from './data.js';
import { activityResponses } from './schemas.js';

export interface ActivityDeps {
  db: Db;
  auth: AuthDeps;
  catalog: CardCatalog;
}

/** GET /api/me/activity: everything the signed-in user has done (issue 22 §4, decision 082). */
export const activityRoutes =
  (deps: ActivityDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/activity',
      {
        schema: {
          tags: ['profile'],
          operationId: 'myActivity',
          summary: 'Everything I have done',
          security: SESSION_SECURITY,
          description:
            "The signed-in user's applications, credit lines, bookings, policies, combos, memberships, warranties, payments and credit report: status, reference, dates and the documents they may download",
          response: activityResponses,
        },
      },
      async (request) => {
        const actor = await actorOf(deps.auth, request);
        if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
        const [rows, cards] = await Promise.all([
          activityRows(deps.db, actor.user.id),
          deps.catalog.get(),
        ]);
        const names = (cardId: number) => {
          const view = cards.byId.get(cardId)?.view;
          return view ? { name: view.name, issuer: view.issuer_bank_name } : null;
        };
        return { data: { results: activityView(rows, names) } };
      },
    );
  };
