import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COOKIE_SECURITY, errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import { sendLeadOtp, sendVerifyOnBehalfOtp, verifyOnBehalf } from '../leads/onBehalf.js';
import type { LeadDeps } from '../leads/service.js';
import {
  LoginBodySchema,
  LoginOtpBodySchema,
  LogoutResponseSchema,
  OtpSentResponseSchema,
  RegisterBodySchema,
  SessionResponseSchema,
  UserOtpBodySchema,
  VerifyOnBehalfBodySchema,
  VerifyOnBehalfResponseSchema,
} from './schemas.js';
import { login, logout, register, sendLoginOtp, sendSignupOtp } from './service.js';
import { actorOf } from './session.js';

/** OTPs, login, sign-up, logout and the admin's verification on behalf (decision 007). */
export const authRoutes =
  (deps: LeadDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth } = deps;
    const tags = ['auth'];

    app.post(
      '/api/user/login/otp',
      {
        schema: {
          tags,
          operationId: 'userLoginOtp',
          summary: 'Send a login OTP',
          description: "Sends a login OTP to an existing user; 400 'User not found' means sign up",
          body: LoginOtpBodySchema,
          response: { 200: OtpSentResponseSchema, ...errorResponses(400, 415, 422, 429, 503) },
        },
      },
      (request) => sendLoginOtp(auth, request.ip, request.body.mobile),
    );

    app.post(
      '/api/user/otp',
      {
        schema: {
          tags,
          operationId: 'userOtp',
          summary: 'Send an OTP',
          security: COOKIE_SECURITY,
          description:
            "Sends an OTP: sign-up (type 1), a lead's final step (type 'lead', leadId), or an admin's verification of a customer (userId, leadId)",
          body: UserOtpBodySchema,
          response: {
            200: OtpSentResponseSchema,
            ...errorResponses(403, 404, 409, 415, 422, 429, 503),
          },
        },
      },
      async (request) => {
        const { body } = request;
        const actor = await actorOf(auth, request);
        if (body.userId !== undefined) {
          return sendVerifyOnBehalfOtp(deps, actor, { ...body, userId: body.userId });
        }
        if (body.type === 'lead') return sendLeadOtp(deps, actor, body);
        return sendSignupOtp(auth, request.ip, body);
      },
    );

    app.post(
      '/api/user/register',
      {
        schema: {
          tags,
          operationId: 'userRegister',
          summary: 'Register (sign up) and log in',
          security: COOKIE_SECURITY,
          description:
            'Creates the user, verified by the sign-up OTP, and logs in; 409 with userExists when taken',
          body: RegisterBodySchema,
          response: { 200: SessionResponseSchema, ...errorResponses(409, 415, 422, 429) },
        },
      },
      (request, reply) => register(auth, request, reply, request.body),
    );

    app.post(
      '/api/user/login',
      {
        schema: {
          tags,
          operationId: 'userLogin',
          summary: 'Log in, or check the session',
          security: COOKIE_SECURITY,
          description:
            "With { mobile, otp }: logs in (a new session cookie). Without a body: the session check, 401 'Not logged in'",
          body: LoginBodySchema,
          response: { 200: SessionResponseSchema, ...errorResponses(400, 401, 415, 422, 429) },
        },
      },
      (request, reply) => login(auth, request, reply, request.body),
    );

    app.post(
      '/api/user/logout',
      {
        schema: {
          tags,
          operationId: 'userLogout',
          summary: 'Log out',
          security: SESSION_SECURITY,
          description: 'Ends the session (no body needed)',
          response: { 200: LogoutResponseSchema, ...errorResponses(415) },
        },
      },
      (request, reply) => logout(auth, request, reply),
    );

    app.post(
      '/api/user/verify-on-behalf',
      {
        schema: {
          tags,
          operationId: 'userVerifyOnBehalf',
          summary: 'Verify a customer on their behalf (admin)',
          security: COOKIE_SECURITY,
          description:
            "Admin only: the OTP the customer received; marks the customer verified and the lead's on-behalf flag",
          body: VerifyOnBehalfBodySchema,
          response: {
            200: VerifyOnBehalfResponseSchema,
            ...errorResponses(403, 404, 415, 422, 429),
          },
        },
      },
      async (request) => verifyOnBehalf(deps, await actorOf(auth, request), request.body),
    );
  };
