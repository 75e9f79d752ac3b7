import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COOKIE_SECURITY, errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import type { AuthDeps } from './deps.js';
import {
  LoginBodySchema,
  LoginOtpBodySchema,
  LogoutResponseSchema,
  OtpSentResponseSchema,
  RegisterBodySchema,
  SessionResponseSchema,
} from './schemas.js';
import { login, logout, register, sendLoginOtp } from './service.js';

/**
 * Login OTPs, login, sign-up and logout (decision 007). The OTP call that also serves leads
 * and the verification on behalf are the leads module's (leads/otpRoutes.ts).
 */
export const authRoutes =
  (auth: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
  };
