import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

// The personal-loan pages (decision 050): paths, titles and lazy pages only (this table is in
// the entry chunk). The route table puts them before the journeys, so /personal-loan/offers
// and /personal-loan/kfs/... are never read as steps of the personal-loan journey.

const explore = lazyNamed(() => import('./ExploreLoansPage'), 'ExploreLoansPage');

export const loanPageRoutes: AppRoute[] = [
  {
    path: '/personal-loan/offers',
    title: 'Personal loan offers',
    component: lazyNamed(() => import('./LoanOffersPage'), 'LoanOffersPage'),
  },
  {
    path: '/personal-loan/kfs/:productId',
    title: 'Key Fact Statement',
    component: lazyNamed(() => import('./KfsPage'), 'KfsPage'),
  },
  // After the KFS route: /personal-loan/kfs/5021 is not a lender's page.
  {
    path: '/personal-loan/:bankName/:slug',
    title: 'Personal loan',
    component: lazyNamed(() => import('./LenderProductPage'), 'LenderProductPage'),
  },
  {
    path: '/personal-loans/:area?',
    title: 'Personal loans',
    component: lazyNamed(() => import('./PersonalLoansPage'), 'PersonalLoansPage'),
  },
  ...['/explore-loans', '/explore-personal-loans', '/explore-business-loans'].map((path) => ({
    path,
    title: 'Explore loans',
    component: explore,
  })),
];
