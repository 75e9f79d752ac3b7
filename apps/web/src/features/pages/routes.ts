import { type AppRoute, lazyNamed } from '../../app/lazyNamed';
import { PAGE_TITLES as T } from './titles';

export type { AppRoute } from '../../app/lazyNamed';

/** The general pages. Each page is its own chunk; none needs a login. */
export const pageRoutes: AppRoute[] = [
  { path: '/', title: T.home, component: lazyNamed(() => import('./HomePage'), 'HomePage') },
  {
    path: '/about-us',
    title: T.aboutUs,
    component: lazyNamed(() => import('./AboutPage'), 'AboutPage'),
  },
  {
    path: '/terms',
    title: T.terms,
    component: lazyNamed(() => import('./TermsPage'), 'TermsPage'),
  },
  {
    path: '/privacy',
    title: T.privacy,
    component: lazyNamed(() => import('./PrivacyPage'), 'PrivacyPage'),
  },
  {
    path: '/help-and-faqs',
    title: T.helpAndFaqs,
    component: lazyNamed(() => import('./HelpPage'), 'HelpPage'),
  },
  {
    path: '/partner-with-us',
    title: T.partnerWithUs,
    component: lazyNamed(() => import('./PartnerPage'), 'PartnerPage'),
  },
  {
    path: '/how-it-works',
    title: T.howItWorks,
    component: lazyNamed(() => import('./HowItWorksPage'), 'HowItWorksPage'),
  },
  {
    path: '/download-fact-sheet',
    title: T.factSheet,
    component: lazyNamed(() => import('./FactSheetPage'), 'FactSheetPage'),
  },
  {
    path: '/health-check',
    title: T.healthCheck,
    component: lazyNamed(() => import('./HealthCheckPage'), 'HealthCheckPage'),
  },
  {
    path: '/star-program',
    title: T.starProgram,
    component: lazyNamed(() => import('./StarProgramPage'), 'StarProgramPage'),
  },
  {
    path: '/explore-credit-cards',
    title: T.exploreCreditCards,
    component: lazyNamed(() => import('./ExploreCardsPage'), 'ExploreCardsPage'),
  },
  {
    path: '/page/init',
    title: T.pageInit,
    component: lazyNamed(() => import('./PageInitPage'), 'PageInitPage'),
  },
  {
    path: '/explore-credit-line',
    title: T.exploreCreditLine,
    component: lazyNamed(() => import('./ExploreCreditLinePage'), 'ExploreCreditLinePage'),
  },
  {
    path: '/journey/init',
    title: T.journeyInit,
    component: lazyNamed(() => import('./JourneyInitPage'), 'JourneyInitPage'),
  },
  // The METRO card pages (METRO-01, decision 043); its journey's steps are under /metro.
  {
    path: '/metro-stc',
    title: T.metroLanding,
    component: lazyNamed(() => import('./MetroLandingPage'), 'MetroLandingPage'),
  },
  {
    path: '/metro-stc/success',
    title: T.metroSuccess,
    component: lazyNamed(() => import('./MetroSuccessPage'), 'MetroSuccessPage'),
  },
  {
    path: '/metro-stc/terms-and-conditions',
    title: T.metroTerms,
    component: lazyNamed(() => import('./MetroTermsPage'), 'MetroTermsPage'),
  },
  // Each product's own terms, opened from its journey's terms box (decision 064).
  {
    path: '/membership/terms-and-conditions',
    title: T.membershipTerms,
    component: lazyNamed(() => import('./MembershipTermsPage'), 'MembershipTermsPage'),
  },
  {
    path: '/extended-warranty/terms-and-conditions',
    title: T.ewTerms,
    component: lazyNamed(() => import('./EwTermsPage'), 'EwTermsPage'),
  },
  {
    path: '/insurance/terms-and-conditions/:slug',
    title: T.insuranceTerms,
    component: lazyNamed(() => import('./InsuranceTermsPage'), 'InsuranceTermsPage'),
  },
];
