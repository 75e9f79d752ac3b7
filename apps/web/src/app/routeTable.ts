import { journeyList } from '@tara/core/journeyList';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import { cardRoutes } from '../features/cards/routes';
import { creditReportRoutes } from '../features/creditReport/routes';
import { pageRoutes } from '../features/pages/routes';
import { profileRoutes } from '../features/profile/routes';
import { requiresAuth } from './shellRules';

/** One route: its path (wouter pattern), its page (its own chunk), title, login need. */
export interface AppRoute {
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  title?: string;
  requiresAuth?: boolean;
}

/** React.lazy for a module's named export: each page is its own chunk. */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  key: K,
): LazyExoticComponent<ComponentType> => lazy(() => load().then((m) => ({ default: m[key] })));

const JourneyPage = page(() => import('../journey/JourneyPage'), 'JourneyPage');
/** A bare journey link: resumes the lead at its step (its own chunk, decision 031). */
export const JourneyStart = page(() => import('./JourneyStart'), 'JourneyStart');

/** The shell's own routes: login, OTP, sign-up, mobile verification, journeys, card offers. */
const SHELL_ROUTES: AppRoute[] = [
  {
    path: '/login',
    title: 'Log in',
    component: page(() => import('../features/auth/LoginPage'), 'LoginPage'),
  },
  {
    path: '/confirm-otp',
    title: 'Enter OTP',
    component: page(() => import('../features/auth/ConfirmOtpPage'), 'ConfirmOtpPage'),
  },
  {
    path: '/sign-up',
    title: 'Sign up',
    component: page(() => import('../features/auth/SignUpPage'), 'SignUpPage'),
  },
  {
    path: '/user/verify-mobile',
    title: 'Verify mobile number',
    requiresAuth: true,
    component: page(() => import('../features/auth/VerifyMobilePage'), 'VerifyMobilePage'),
  },
  // Every registered journey, one renderer: its steps, and its bare prefix resuming the
  // visitor's lead at its step (or opening its first step). Other paths of the product areas (/credit-cards/<area>) are left to the pages.
  ...journeyList.flatMap(({ prefix }) => [
    { path: `/${prefix}/:stepId`, component: JourneyPage },
    { path: `/${prefix}`, component: JourneyStart },
  ]),
  {
    path: '/credit-card/offers',
    title: 'Your card offers',
    component: page(() => import('../features/cards/offers/OffersPage'), 'OffersPage'),
  },
];

const HOME: AppRoute = {
  path: '/',
  component: page(() => import('../features/pages/HomePage'), 'HomePage'),
};

/**
 * Every route, first match wins: the shell's, then the general pages' and the profile's
 * tables (their own files), then home if the pages do not define '/'. Anything else
 * redirects to '/' (App). A path of the spec's authenticated list needs a login whatever its
 * table says.
 */
export function buildRoutes(...tables: AppRoute[][]): AppRoute[] {
  const all = tables.flat();
  if (!all.some((r) => r.path === '/')) all.push(HOME);
  return all.map((r) => (requiresAuth(r.path) ? { ...r, requiresAuth: true } : r));
}

export const ROUTES: AppRoute[] = buildRoutes(
  SHELL_ROUTES,
  pageRoutes,
  creditReportRoutes,
  profileRoutes,
  cardRoutes,
);

/** What /page/init may open: the general pages and the profile's. */
export const OPENABLE_PATHS: readonly string[] = [...pageRoutes, ...profileRoutes].map(
  (r) => r.path,
);
