import { type AppRoute, lazyNamed } from '../../app/lazyNamed';
import { PROFILE_TITLES as T } from './titles';

/** The profile area (/profile opens my-home). Every page needs a login; each is its own chunk. */
export const profileRoutes: AppRoute[] = [
  {
    path: '/profile',
    title: T.index,
    requiresAuth: true,
    component: lazyNamed(() => import('./ProfileIndex'), 'ProfileIndex'),
  },
  {
    path: '/profile/my-home',
    title: T.myHome,
    requiresAuth: true,
    component: lazyNamed(() => import('./MyHomePage'), 'MyHomePage'),
  },
  {
    path: '/profile/details',
    title: T.details,
    requiresAuth: true,
    component: lazyNamed(() => import('./DetailsPage'), 'DetailsPage'),
  },
  {
    path: '/profile/accounts',
    title: T.accounts,
    requiresAuth: true,
    component: lazyNamed(() => import('./AccountsPage'), 'AccountsPage'),
  },
  {
    path: '/profile/offers',
    title: T.offers,
    requiresAuth: true,
    component: lazyNamed(() => import('./ProfileOffersPage'), 'ProfileOffersPage'),
  },
  {
    path: '/profile/claimed-offers',
    title: T.claimedOffers,
    requiresAuth: true,
    component: lazyNamed(() => import('./ClaimedOffersPage'), 'ClaimedOffersPage'),
  },
  {
    path: '/profile/support',
    title: T.support,
    requiresAuth: true,
    component: lazyNamed(() => import('./SupportPage'), 'SupportPage'),
  },
  {
    path: '/profile/consents',
    title: T.consents,
    requiresAuth: true,
    component: lazyNamed(() => import('./ConsentsPage'), 'ConsentsPage'),
  },
  {
    path: '/profile/insurance',
    title: T.insurance,
    requiresAuth: true,
    component: lazyNamed(() => import('./AccountsPage'), 'InsurancePage'),
  },
  {
    path: '/profile/membership-plan',
    title: T.membershipPlan,
    requiresAuth: true,
    component: lazyNamed(() => import('./MembershipPlanPage'), 'MembershipPlanPage'),
  },
  {
    path: '/profile/coins/history',
    title: T.coinsHistory,
    requiresAuth: true,
    component: lazyNamed(() => import('./CoinsHistoryPage'), 'CoinsHistoryPage'),
  },
];
