import type { AppModule } from './appDeps.js';
import { activityModule } from './modules/activity/module.js';
import { applicationsModule } from './modules/applications/module.js';
import { authModule } from './modules/auth/module.js';
import { bookingModule } from './modules/booking/module.js';
import { cardsModule } from './modules/cards/module.js';
import { catalogModule } from './modules/catalog/module.js';
import { clientErrorsModule } from './modules/clientErrors/module.js';
import { consentsModule } from './modules/consents/module.js';
import { creditReportModule } from './modules/creditReport/module.js';
import { documentsModule } from './modules/documents/module.js';
import { extendedWarrantyModule } from './modules/extendedWarranty/module.js';
import { healthModule } from './modules/health/module.js';
import { insuranceModule } from './modules/insurance/module.js';
import { journeysModule } from './modules/journeys/module.js';
import { kycModule } from './modules/kyc/module.js';
import { leadsModule } from './modules/leads/module.js';
import { loanDocumentsModule } from './modules/loanDocuments/module.js';
import { loansModule } from './modules/loans/module.js';
import { mandatesModule } from './modules/mandates/module.js';
import { membershipModule } from './modules/membership/module.js';
import { metroModule } from './modules/metro/module.js';
import { paymentsModule } from './modules/payments/module.js';
import { siteModule } from './modules/site/module.js';

/**
 * Every area of the API, in the order its routes are registered and its hooks run (leads
 * first: a fulfilled purchase moves the waiting lead on before its policy is issued). A new
 * area is one line here; a new route, partner call, purchasable, timer or hook is a line in
 * its area's module.ts.
 */
export const API_MODULES: readonly AppModule[] = [
  cardsModule,
  healthModule,
  siteModule,
  journeysModule,
  catalogModule,
  leadsModule,
  applicationsModule,
  authModule,
  consentsModule,
  kycModule,
  creditReportModule,
  clientErrorsModule,
  documentsModule,
  loanDocumentsModule,
  loansModule,
  bookingModule,
  mandatesModule,
  paymentsModule,
  membershipModule,
  extendedWarrantyModule,
  insuranceModule,
  metroModule,
  activityModule,
];
