import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.js';
import type { IdfcConfig } from '../../partners/idfc/types.js';
import type { NorthernArcClient } from '../../partners/northernArc/types.js';
import type { AuthDeps } from '../auth/deps.js';
import { enachCallbackRoutes, type MandateResultHook } from './callbackRoutes.js';
import { naclResendRoutes } from './naclResendRoutes.js';
import { resendRoutes } from './resendRoutes.js';
import { enachSandboxRoutes } from './sandboxRoutes.js';

export interface MandateDeps {
  db: Db;
  now: () => Date;
  auth: AuthDeps;
  idfc: IdfcConfig;
  /** The credit line's partner, whose e-mandate link may be sent again too (decision 036). */
  northernArc: NorthernArcClient;
  production: boolean;
  /** ENACH_CALLBACK_SECRET (or the sandbox's outside production); none: no callback route. */
  callbackSecret: string | undefined;
  onMandateResult: MandateResultHook;
  /** The sandbox's late callback, in ms (tests shorten it). */
  lateCallbackMs?: number;
}

/**
 * E-mandates (decision 022): the bank's signed callback, the applicant's link resend, and
 * outside production the sandbox bank's mandate page.
 */
export const mandateRoutes =
  (deps: MandateDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { callbackSecret: secret } = deps;
    if (secret) await app.register(enachCallbackRoutes({ secret, ...deps }));
    await app.register(resendRoutes(deps));
    await app.register(naclResendRoutes(deps));
    if (!deps.production && secret) {
      await app.register(
        enachSandboxRoutes({
          db: deps.db,
          now: deps.now,
          secret,
          ...(deps.lateCallbackMs === undefined ? {} : { lateCallbackMs: deps.lateCallbackMs }),
        }),
      );
    }
  };
