import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

const PaymentStatusPage = lazyNamed(() => import('./PaymentStatusPage'), 'PaymentStatusPage');
const PaymentReturnPage = lazyNamed(() => import('./PaymentReturnPage'), 'PaymentReturnPage');
const MembershipPlansPage = lazyNamed(() => import('./MembershipPlansPage'), 'MembershipPlansPage');
const MembershipHpRedirect = lazyNamed(
  () => import('./MembershipHpRedirect'),
  'MembershipHpRedirect',
);
const EwPayPage = lazyNamed(() => import('./EwPayPage'), 'EwPayPage');
const EwCongratesPage = lazyNamed(() => import('./EwCongratesPage'), 'EwCongratesPage');
const InsuranceCongratesPage = lazyNamed(
  () => import('./InsuranceCongratesPage'),
  'InsuranceCongratesPage',
);
const MembershipSubmitPage = lazyNamed(
  () => import('./MembershipSubmitPage'),
  'MembershipSubmitPage',
);

/**
 * The payment pages (spec 01 §2, 03 §2: PAY-01, PS): the status screen, the return page and
 * the membership plans. Each needs a login: a payment is its user's alone.
 */
export const paymentRoutes: AppRoute[] = [
  { path: '/payment', title: 'Payment status', requiresAuth: true, component: PaymentStatusPage },
  {
    path: '/payment/:status',
    title: 'Payment status',
    requiresAuth: true,
    component: PaymentStatusPage,
  },
  ...['/recieve/payment/details', '/submit-upi'].map((path) => ({
    path,
    title: 'Payment status',
    requiresAuth: true,
    component: PaymentReturnPage,
  })),
  {
    path: '/membership',
    title: 'Membership plans',
    requiresAuth: true,
    component: MembershipPlansPage,
  },
  { path: '/membership/hp', title: 'Tara membership', component: MembershipHpRedirect },
  {
    path: '/membership/submit',
    title: 'Membership active',
    requiresAuth: true,
    component: MembershipSubmitPage,
  },
];

/**
 * The extended warranty's pages (decision 044): its payment and its final page. Listed before
 * the journeys' routes, which would take /ew/pay and /ew/congrates for steps of /ew.
 */
export const ewPageRoutes: AppRoute[] = [
  {
    path: '/ew/pay',
    title: 'Pay for your extended warranty',
    requiresAuth: true,
    component: EwPayPage,
  },
  {
    path: '/ew/congrates',
    title: 'Your extended warranty',
    requiresAuth: true,
    component: EwCongratesPage,
  },
];

/**
 * The insurance journeys' final page (decision 048): the payment before the policy, then the
 * policy. `insurance/congrats` is the spec's variant of the same page.
 */
export const insuranceCongratesRoutes: AppRoute[] = [
  '/insurance/congrates',
  '/insurance/congrats',
].map((path) => ({
  path,
  title: 'Your insurance policy',
  requiresAuth: true,
  component: InsuranceCongratesPage,
}));
