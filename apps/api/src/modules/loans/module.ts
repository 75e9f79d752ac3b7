import type { CompanyIdentity } from '@tara/core/company';
import type { Db } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import type { BureauClient } from '../../partners/bureau/types.js';
import { idfcCalls } from '../../partners/idfc/idfcCalls.js';
import type { IdfcConfig } from '../../partners/idfc/types.js';
import { naclCalls } from '../../partners/northernArc/naclCalls.js';
import type { NorthernArcClient } from '../../partners/northernArc/types.js';
import type { PartnerCall } from '../../partners/partnerCall.js';
import { plCreditReportCall } from '../../partners/personalLoan/plCreditReportCall.js';
import { plLenderMatchCall } from '../../partners/personalLoan/plLenderMatchCall.js';
import { homeLoanOfferRoutes } from './homeRoutes.js';
import { loanOfferRoutes } from './routes.js';
import { ruleEngineRoutes } from './ruleEngineRoutes.js';

interface LoansDeps {
  db: Db;
  now: () => Date;
  partners: { bureau: BureauClient; idfc: IdfcConfig; northernArc: NorthernArcClient };
  company: CompanyIdentity;
}

/**
 * Loans: the offers in the neutral order and their KFS, the rule engine, the home-loan offers
 * (decisions 050, 056), and the lenders' calls journeys name: IDFC's (decision 022), Northern
 * Arc's with the bureau's pull (decision 036), the personal loan's pull and lender match.
 */
export const loansModule: ApiModule<LoansDeps, never, PartnerCall> = {
  name: 'loans',
  calls: ({ db, now, partners }) => [
    ...idfcCalls(partners.idfc),
    ...naclCalls({ client: partners.northernArc, bureau: partners.bureau, db, now }),
    plCreditReportCall(partners.bureau),
    plLenderMatchCall({ now }),
  ],
  routes: ({ db, now, company }) => [
    loanOfferRoutes({ now, company }),
    ruleEngineRoutes({ db, now }),
    homeLoanOfferRoutes({ now }),
  ],
};
