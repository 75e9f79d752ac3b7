import { bookingRoutes } from '../features/booking/routes';
import { cardRoutes } from '../features/cards/routes';
import { creditReportRoutes } from '../features/creditReport/routes';
import { insurancePlanRoutes } from '../features/insurance/planRoutes';
import { homeLoanPageRoutes } from '../features/loans/homeRoutes';
import { leadKfsPageRoutes } from '../features/loans/leadKfsRoutes';
import { creditLinePageRoutes } from '../features/pages/creditLineRoutes';
import { pageRoutes } from '../features/pages/routes';
import { profileRoutes } from '../features/profile/routes';
import { type AppRoute, withLoginRule } from './routeTable';

/**
 * The routes after the entry chunk's (decision 051): the general pages, the credit report's,
 * the profile's, the cards' and the insurance plans' (decision 083). A chunk of its own, loaded by App when needed; a journey step
 * never loads it. First match wins, after `ROUTES`.
 */
export const PAGE_ROUTES: AppRoute[] = withLoginRule([
  // Home is the entry's: '/' is every visitor's first page.
  ...pageRoutes.filter((r) => r.path !== '/'),
  ...creditReportRoutes,
  ...profileRoutes,
  ...cardRoutes,
  ...bookingRoutes,
  ...homeLoanPageRoutes,
  ...leadKfsPageRoutes,
  ...insurancePlanRoutes,
]);

/** What /page/init may open: the general pages and the profile's. */
export const OPENABLE_PATHS: readonly string[] = [
  ...pageRoutes,
  ...creditLinePageRoutes,
  ...profileRoutes,
].map((r) => r.path);
