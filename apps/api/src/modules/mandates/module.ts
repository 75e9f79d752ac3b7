import type { Db } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import type { IdfcConfig } from '../../partners/idfc/types.js';
import type { NorthernArcClient } from '../../partners/northernArc/types.js';
import type { AuthDeps } from '../auth/deps.js';
import type { LeadDeps } from '../leads/service.js';
import { settleLeadCall } from '../leads/settleLead.js';
import type { MandateResultHook } from './callbackRoutes.js';
import { mandateRoutes } from './routes.js';
import { SANDBOX_ENACH_SECRET } from './signature.js';

interface MandatesDeps {
  db: Db;
  now: () => Date;
  auth: AuthDeps;
  production: boolean;
  leads: LeadDeps;
  partners: { idfc: IdfcConfig; northernArc: NorthernArcClient };
  options: {
    enachCallbackSecret?: string;
    onMandateResult?: MandateResultHook;
    enachLateCallbackMs?: number;
  };
}

/**
 * E-mandates (decision 022): the bank's signed callback, which settles the lead's waiting
 * call (the call runner), the link resend, and outside production the sandbox bank's page.
 */
export const mandatesModule: ApiModule<MandatesDeps> = {
  name: 'mandates',
  routes: ({ db, now, auth, production, leads, partners, options }) => [
    mandateRoutes({
      db,
      now,
      auth,
      idfc: partners.idfc,
      northernArc: partners.northernArc,
      production,
      // The sandbox's published key outside production; in production none means no callback.
      callbackSecret:
        options.enachCallbackSecret ?? (production ? undefined : SANDBOX_ENACH_SECRET),
      onMandateResult:
        options.onMandateResult ??
        (async (result) => {
          await settleLeadCall(leads, result);
        }),
      ...(options.enachLateCallbackMs === undefined
        ? {}
        : { lateCallbackMs: options.enachLateCallbackMs }),
    }),
  ],
};
