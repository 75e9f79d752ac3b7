import type { ConsentListResponse, ConsentWithdrawResponse } from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError, NOT_LOGGED_IN } from '../../http/errors.js';
import { COOKIE_SECURITY } from '../../http/schemas.js';
import type { Actor, AuthDeps } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { consentView } from './consentView.js';
import { deleteUserReports, listConsents, withdrawConsent } from './data.js';
import {
  ConsentListResponseSchema,
  ConsentParamsSchema,
  ConsentWithdrawResponseSchema,
  consentErrors,
} from './schemas.js';

export const CONSENT_NOT_FOUND = 'No such consent, or it was withdrawn already';

const userOf = (actor: Actor) => {
  if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
  return actor.user;
};

/** The logged-in user's consents, and their withdrawal (decision 029). */
export const consentRoutes =
  (auth: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['users'];
    app.get(
      '/api/user/consents',
      {
        schema: {
          tags,
          operationId: 'userConsents',
          summary: 'My consents',
          security: COOKIE_SECURITY,
          description:
            'Every consent the logged-in user gave (purpose, version, time), latest first',
          response: { 200: ConsentListResponseSchema, ...consentErrors },
        },
      },
      async (request): Promise<ConsentListResponse> => {
        const user = userOf(await actorOf(auth, request));
        const rows = await listConsents(auth.db, user.id);
        return { data: { results: rows.map(consentView) } };
      },
    );
    app.post(
      '/api/user/consents/:id/withdraw',
      {
        schema: {
          tags,
          operationId: 'userConsentWithdraw',
          summary: 'Withdraw a consent',
          security: COOKIE_SECURITY,
          description:
            'Withdraws a live consent of the logged-in user; nothing is sent on it again',
          params: ConsentParamsSchema,
          response: { 200: ConsentWithdrawResponseSchema, ...consentErrors },
        },
      },
      async (request): Promise<ConsentWithdrawResponse> => {
        const user = userOf(await actorOf(auth, request));
        const row = await withdrawConsent(auth.db, user.id, request.params.id, auth.now());
        if (!row) throw httpError(404, CONSENT_NOT_FOUND);
        // The reports fetched under it are erased with it (decision 035; DPDP Act s.6(6)).
        if (row.purpose === 'credit-report') await deleteUserReports(auth.db, user.id);
        return { data: { results: consentView(row) } };
      },
    );
  };
