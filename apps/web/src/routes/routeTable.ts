import { journeyList } from '@tara/core/journeyList';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import { requiresAuth } from '../app/shellRules';
import { insurancePageRoutes } from '../features/insurance/routes';
import { loanPageRoutes } from '../features/loans/routes';
import { creditLinePageRoutes } from '../features/pages/creditLineRoutes';
import { ewPageRoutes, insuranceCongratesRoutes, paymentRoutes } from '../features/payments/routes';

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
export const JourneyStart = page(() => import('../app/JourneyStart'), 'JourneyStart');

/** A journey's steps and its bare prefix (resuming the visitor's lead, or its first step). */
const journeyRoutes = (list: readonly { prefix: string }[]): AppRoute[] =>
  list.flatMap(({ prefix }) => [
    { path: `/${prefix}/:stepId`, component: JourneyPage },
    { path: `/${prefix}`, component: JourneyStart },
  ]);

type JourneyList = readonly { prefix: string }[];

/** The journeys of `list` inside another's area (credit-line/nacl, personal-loan/eligibility). */
const nested = (list: JourneyList, inside: boolean): JourneyList =>
  list.filter(
    ({ prefix }) => list.some((other) => prefix.startsWith(`${other.prefix}/`)) === inside,
  );

/** The shell's own routes: login, OTP, sign-up, mobile verification, journeys, card offers. */
const shellRoutes = (list: JourneyList): AppRoute[] => [
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
  ...journeyRoutes(nested(list, false)),
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

/** The spec's authenticated list: such a path needs a login whatever its table says. */
export function withLoginRule(routes: AppRoute[]): AppRoute[] {
  return routes.map((r) => (requiresAuth(r.path) ? { ...r, requiresAuth: true } : r));
}

/**
 * The entry chunk's routes for the journeys of `list`, first match wins: the pages that must
 * come before the journeys, the shell's (login, journeys, card offers), the payment pages and
 * home. The general pages',
 * the profile's, the cards' and the credit report's tables are `pageTables.ts`, a chunk of its
 * own that App loads only for a path none of these match or when the header or the tray is
 * shown: a journey step never loads it (decision 051, the 90 KB budget).
 */
export const entryRoutes = (list: JourneyList): AppRoute[] =>
  withLoginRule([
    // First, a journey inside another's area: /personal-loan/eligibility/step-1 is neither a step
    // of personal-loan nor a lender's page (/personal-loan/:bankName/:slug; decision 058).
    ...journeyRoutes(nested(list, true)),
    // Before the journeys: /credit-line/results and /ew/congrates would otherwise be steps.
    ...creditLinePageRoutes,
    ...ewPageRoutes,
    // Before the journeys too: /personal-loan/offers and /personal-loan/kfs/... (decision 050).
    ...loanPageRoutes,
    ...insuranceCongratesRoutes,
    ...insurancePageRoutes,
    ...shellRoutes(list),
    ...paymentRoutes,
    HOME,
  ]);

/** The entry chunk's routes of every registered journey (core's list, from the catalogue). */
export const ROUTES: AppRoute[] = entryRoutes(journeyList);
