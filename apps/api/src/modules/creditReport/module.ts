import type { Db } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import type { BureauClient } from '../../partners/bureau/types.js';
import type { AuthDeps } from '../auth/deps.js';
import { catalogOf } from '../cards/catalogOf.js';
import { leadOtpRoutes } from '../leads/otpRoutes.js';
import type { LeadDeps } from '../leads/service.js';
import type { CreditReportDeps } from './creditReportService.js';
import { sendCreditReportOtp } from './mobileOtp.js';
import { creditReportRoutes } from './routes.js';

interface Deps {
  db: Db;
  now: () => Date;
  auth: AuthDeps;
  leads: LeadDeps;
  partners: { bureau: BureauClient };
}

/**
 * The credit report (decisions 034, 035, 038), and the lead OTPs: their type 5 is the credit
 * report's mobile OTP (registered here, so leads does not import this module).
 */
export const creditReportModule: ApiModule<Deps> = {
  name: 'creditReport',
  routes: (deps) => {
    const { db, now, auth } = deps;
    const creditReport: CreditReportDeps = { db, now, auth, bureau: deps.partners.bureau };
    return [
      creditReportRoutes({ ...creditReport, catalog: catalogOf(deps) }),
      leadOtpRoutes({
        ...deps.leads,
        creditReportOtp: (actor, mobile) => sendCreditReportOtp(creditReport, actor, mobile),
      }),
    ];
  },
};
