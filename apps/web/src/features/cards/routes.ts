import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

// The card marketplace's routes: paths, header titles and lazy pages only (this table is in
// the entry chunk: +0.3 KB gzipped on every route; each page is its own chunk). The shell's
// card journey routes (/credit-cards/<alias>, .../:stepId) and /credit-card/offers come first
// in the app's table, so /credit-cards/:area never sees a journey alias.

const list = lazyNamed(() => import('./CardListPage'), 'CardListPage');
const typeform = lazyNamed(() => import('./TypeformPage'), 'TypeformPage');
const form = lazyNamed(() => import('./instantApply/InstantApplyPage'), 'InstantApplyPage');
const ia = '/credit-cards/:alias/:slug/instant-apply';

export const cardRoutes: AppRoute[] = [
  { path: '/credit-cards', title: 'Credit cards', component: list },
  { path: '/credit-cards/:area', title: 'Credit cards', component: list },
  { path: `${ia}/about-you`, title: 'Apply', component: form },
  {
    path: `${ia}/review`,
    title: 'Review',
    component: lazyNamed(() => import('./instantApply/ReviewPage'), 'ReviewPage'),
  },
  {
    path: '/credit-card/offers/review/:cardId',
    title: 'Review',
    component: lazyNamed(() => import('./review/SubmissionReviewPage'), 'SubmissionReviewPage'),
  },
  {
    path: '/credit-card/:bankName/:slug',
    title: 'Credit card',
    component: lazyNamed(() => import('./CardDetailPage'), 'CardDetailPage'),
  },
  {
    path: '/bookings-done/:status?/:provider?',
    title: 'Application',
    component: lazyNamed(() => import('./BookingsDonePage'), 'BookingsDonePage'),
  },
  ...['sbi-elite-cc', 'icici-platinum-chip-cc', 'sbi-simply-click-cc', 'icici-hpcl-cc'].map(
    (name) => ({ path: `/${name}/typeform`, title: 'Credit card', component: typeform }),
  ),
];
