import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

const SelfPullPage = lazyNamed(() => import('./SelfPullPage'), 'SelfPullPage');
const CreditScorePage = lazyNamed(() => import('./CreditScorePage'), 'CreditScorePage');

/**
 * The credit-report pages (spec 01 §2: CR-01, CR-03): each needs a login (decision 035). The
 * credit-report forms are the self-pull; the extended report is the credit-score page, which
 * already lists every account.
 */
export const creditReportRoutes: AppRoute[] = [
  ...['/financial-fitness', '/credit-report/self-pull', '/self-pull']
    .flatMap((prefix) => [prefix, `${prefix}/step-1`, `${prefix}/step-2`, `${prefix}/step-3`])
    .concat(['/profile/credit-report-form', '/public/credit-report-form'])
    .map((path) => ({
      path,
      title: 'Check your credit score',
      requiresAuth: true,
      component: SelfPullPage,
    })),
  ...['/profile/credit-score', '/profile/extended-credit-report'].map((path) => ({
    path,
    title: 'Your credit score',
    requiresAuth: true,
    component: CreditScorePage,
  })),
];
