import { type AppRoute, lazyNamed } from '../../app/lazyNamed';
import { PAGE_TITLES as T } from './titles';

/**
 * The credit line's pages under its journey's own prefix (decision 037): the route table puts
 * them before the journeys, so /credit-line/results is not read as a step of credit-line.
 */
export const creditLinePageRoutes: AppRoute[] = [
  {
    path: '/credit-line/results/:cd?/:q?',
    title: T.creditLineResults,
    component: lazyNamed(() => import('./CreditLineResultsPage'), 'CreditLineResultsPage'),
  },
  {
    path: '/credit-line/offers',
    title: T.creditLineOffers,
    component: lazyNamed(() => import('./CreditLineOffersPage'), 'CreditLineOffersPage'),
  },
];
