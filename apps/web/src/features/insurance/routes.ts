import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

const InsuranceHubPage = lazyNamed(() => import('./InsuranceHubPage'), 'InsuranceHubPage');
const InsuranceEntryPage = lazyNamed(() => import('./InsuranceEntryPage'), 'InsuranceEntryPage');
const InsuranceErrorPage = lazyNamed(() => import('./InsuranceErrorPage'), 'InsuranceErrorPage');
const CashlessHospitalsPage = lazyNamed(
  () => import('./CashlessHospitalsPage'),
  'CashlessHospitalsPage',
);
const OpdAppointmentPage = lazyNamed(() => import('./OpdAppointmentPage'), 'OpdAppointmentPage');

/**
 * The insurance hub, entry and error pages (spec 03 §2, decision 048). The journeys' own steps are
 * under /insurance/<slug>/…; their final page, insurance/congrates, is the payments'.
 */
export const insurancePageRoutes: AppRoute[] = [
  // The insurance tab's hub: every cover sold; a link naming a cover opens it (issue 21).
  { path: '/insurance', title: 'Insurance', component: InsuranceHubPage },
  { path: '/insurance/step1', title: 'Insurance', component: InsuranceEntryPage },
  { path: '/insurance/step6', title: 'Something went wrong', component: InsuranceErrorPage },
  {
    path: '/insurance/cashless-hospitals',
    title: 'Cashless hospitals',
    component: CashlessHospitalsPage,
  },
  // Insta OPD's consultation, booked after the policy is issued (decision 053).
  {
    path: '/insurance/opd/appointment',
    title: 'Book an appointment',
    requiresAuth: true,
    component: OpdAppointmentPage,
  },
];
