import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

const SelfPullPage = lazyNamed(() => import('./SelfPullPage'), 'SelfPullPage');

/** The credit-report pages (spec 01 §2: CR-01, CR-03): each needs a login (decision 035). */
export const creditReportRoutes: AppRoute[] = [
  ...['/financial-fitness', '/credit-report/self-pull', '/self-pull']
    .flatMap((prefix) => [prefix, `${prefix}/step-1`, `${prefix}/step-2`, `${prefix}/step-3`])
    .map((path) => ({
      path,
      title: 'Check your credit score',
      requiresAuth: true,
      component: SelfPullPage,
    })),
  {
    path: '/profile/credit-score',
    title: 'Your credit score',
    requiresAuth: true,
    component: lazyNamed(() => import('./CreditScorePage'), 'CreditScorePage'),
  },
];
