import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

// The home-loan pages (spec 02 §2.5; decision 056): in the page tables' chunk (decision 051),
// after the entry's routes, so /home-loan/check-eligibility/<step> is the journey's and never
// read as a lender's page; each page its own lazy chunk.

export const homeLoanPageRoutes: AppRoute[] = [
  {
    path: '/home-loan/offers',
    title: 'Home loan offers',
    component: lazyNamed(() => import('./HomeLoanOffersPage'), 'HomeLoanOffersPage'),
  },
  {
    path: '/home-loan/kfs/:productId',
    title: 'Key Fact Statement',
    component: lazyNamed(() => import('./KfsPage'), 'KfsPage'),
  },
  // After the KFS route: /home-loan/kfs/5023 is not a lender's page.
  {
    path: '/home-loan/:bankName/:slug',
    title: 'Home loan',
    component: lazyNamed(() => import('./LenderProductPage'), 'HomeLoanProductPage'),
  },
  {
    path: '/home-loans/:area?',
    title: 'Home loans',
    component: lazyNamed(() => import('./PersonalLoansPage'), 'HomeLoansPage'),
  },
  {
    path: '/explore-home-loans',
    title: 'Explore home loans',
    component: lazyNamed(() => import('./ExploreLoansPage'), 'ExploreLoansPage'),
  },
];
