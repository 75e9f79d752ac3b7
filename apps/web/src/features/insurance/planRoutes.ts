import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

const PlanComparePage = lazyNamed(() => import('./PlanComparePage'), 'PlanComparePage');
const PolicyWordingPage = lazyNamed(() => import('./PolicyWordingPage'), 'PolicyWordingPage');

/**
 * The plan step's links (decision 083): every plan compared, and the sample policy wording. In
 * the page tables, not the entry's: a journey step never loads them (the 90 KB budget).
 */
export const insurancePlanRoutes: AppRoute[] = [
  { path: '/insurance/plans/:slug', title: 'Compare plans', component: PlanComparePage },
  {
    path: '/insurance/policy-wording/:slug',
    title: 'Sample policy wording',
    component: PolicyWordingPage,
  },
];
