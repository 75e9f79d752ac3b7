import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COOKIE_SECURITY, errorResponses } from '../../http/schemas.js';
import {
  UserAddBodySchema,
  UserAddOrUpdateBodySchema,
  UserAddOrUpdateResponseSchema,
  UserAddResponseSchema,
  UserGetBodySchema,
  UserGetQuerySchema,
  UserGetResponseSchema,
  UserUpdateBodySchema,
} from '../users/schemas.js';
import type { AuthDeps } from './deps.js';
import { actorOf } from './session.js';
import { addOrUpdateUser, addUser, getUser, updateUserRecord } from './userService.js';
import { ensureVisitor } from './visitor.js';

/** The spec's /user calls that find, add and update users (decision 007). */
export const userRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['users'];
    /** The caller, with its visitor made on first need (an added user is the visitor's). */
    const withVisitor = async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = await actorOf(deps, request);
      const visitorId = await ensureVisitor(deps.db, request, reply, {
        now: deps.now(),
        secure: deps.secureCookies,
        limits: deps.limits,
      });
      return { ...actor, visitorId };
    };
    const getSchema = {
      tags,
      summary: "Find a mobile's user",
      description: "The mobile's user id; 400 'User not found' when none (counted per IP)",
      // 415 and 403 of the POST come from the request guards (completeDocument adds them).
      response: { 200: UserGetResponseSchema, ...errorResponses(400, 422, 429) },
    };
    app.post(
      '/api/user/get',
      { schema: { ...getSchema, operationId: 'userGet', body: UserGetBodySchema } },
      (request) => getUser(deps, request.body.mobile, request.ip),
    );
    app.get(
      '/api/user/get',
      { schema: { ...getSchema, operationId: 'userGetByQuery', querystring: UserGetQuerySchema } },
      (request) => getUser(deps, request.query.mobile, request.ip),
    );

    app.post(
      '/api/user/add',
      {
        schema: {
          tags,
          operationId: 'userAdd',
          summary: 'Add an unverified user',
          security: COOKIE_SECURITY,
          description: 'A new unverified user; 409 with userExists when the mobile has one',
          body: UserAddBodySchema,
          response: { 200: UserAddResponseSchema, ...errorResponses(409, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        return addUser(deps, await withVisitor(request, reply), request.body);
      },
    );

    app.post(
      '/api/user/update',
      {
        schema: {
          tags,
          operationId: 'userUpdate',
          summary: 'Update a user',
          security: COOKIE_SECURITY,
          description:
            "Updates the session's own record (an admin: anyone's; a visitor: the unverified user it made)",
          body: UserUpdateBodySchema,
          response: { 200: UserAddResponseSchema, ...errorResponses(401, 403, 404, 415, 422, 429) },
        },
      },
      async (request) => updateUserRecord(deps, await actorOf(deps, request), request.body),
    );

    app.post(
      '/api/user/add-or-update',
      {
        schema: {
          tags,
          operationId: 'userAddOrUpdate',
          summary: 'Add or update a user by mobile',
          security: COOKIE_SECURITY,
          description:
            "The check-user rule: a known mobile is 'update' (a verified record is changed only by its user or an admin), an unknown one 'add'",
          body: UserAddOrUpdateBodySchema,
          response: { 200: UserAddOrUpdateResponseSchema, ...errorResponses(415, 422, 429) },
        },
      },
      async (request, reply) => {
        return addOrUpdateUser(deps, await withVisitor(request, reply), request.body);
      },
    );
  };
