import { journeyList } from '@tara/core/journeyList';
import { describe, expect, it } from 'vitest';
import { authRedirect, safeLocation } from './authRules';
import {
  backTarget,
  homePath,
  logoutTarget,
  returnPath,
  showsResetButton,
  throwToHome,
} from './navRules';
import type { ShellFlags } from './shellRules';
import {
  bottomPadding,
  extraBottomPaddingOf,
  isHeaderHidden,
  isTrayHidden,
  normalisePath,
  requiresAuth,
  showsAppModeSpinner,
} from './shellRules';

const WEB: ShellFlags = { am: false, tm: false, dm: false, selfPull: true };
const APP: ShellFlags = { ...WEB, am: true };
const DM: ShellFlags = { ...WEB, dm: true };
const NO_SELF_PULL: ShellFlags = { ...WEB, selfPull: false };

// Every path the spec names (01 §2 "App shell", general pages, profile area, journeys; 03
// "Shell rules relevant here"), with [tray hidden, header hidden] on the plain web.
const PATHS: [path: string, tray: boolean, header: boolean][] = [
  // general pages (01 §2)
  ['/', false, false],
  ['/download-fact-sheet', false, false],
  ['/health-check', false, false],
  ['/privacy', false, false],
  ['/terms', false, false],
  ['/about-us', false, false],
  ['/help-and-faqs', false, false],
  ['/partner-with-us', false, false],
  ['/how-it-works', false, false],
  ['/explore-credit-cards', false, false],
  ['/credit-cards', false, false],
  ['/credit-cards/mumbai', false, false],
  ['/confirm-otp', false, true],
  ['/login', false, true],
  ['/sign-up', false, true],
  ['/user/verify-mobile', false, true],
  ['/public/credit-report-form', false, false],
  ['/star-program', true, false],
  ['/financial-fitness', false, false],
  ['/payment', false, false],
  ['/payment/success', false, false],
  ['/recieve/payment/details', false, false],
  ['/page/init', true, true],
  ['/journey/init', true, true],
  ['/submit-upi', false, false],
  ['/metro-stc', false, false],
  ['/metro-stc/success', false, false],
  ['/metro-stc/terms-and-conditions', false, false],
  // profile area: the header shows on /profile itself, not below it
  ['/profile', false, false],
  ['/profile/my-home', false, true],
  ['/profile/credit-score', false, true],
  ['/profile/accounts', false, true],
  ['/profile/offers', false, true],
  ['/profile/offers/12', false, true],
  ['/profile/claimed-offers', false, true],
  ['/profile/support', false, true],
  ['/profile/insurance', false, true],
  ['/profile/membership-plan', false, true],
  ['/profile/extended-credit-report', false, true],
  ['/profile/credit-report-form', false, true],
  ['/profile/refer-earn', false, true],
  ['/profile/coins/history', false, true],
  ['/profile/details', false, true],
  ['/support', false, true],
  // authenticated routes
  ['/apply/book-appointment', false, false],
  ['/booking-done', false, false],
  ['/bookings-done', false, false],
  ['/explore-credit-cards-test', false, false],
  // card journeys (every alias), offers and instant apply
  ['/credit-cards/sbi', false, true],
  ['/credit-cards/sbi/step1', true, true],
  ['/credit-cards/sbi/step8.1', true, true],
  ['/credit-cards/rbl/step2.1', true, true],
  ['/credit-cards/icici/step3', true, true],
  ['/credit-cards/hdfc/step11', true, true],
  ['/credit-cards/citi/step5', true, true],
  ['/credit-cards/amex/step4', true, true],
  ['/credit-cards/stashfin/step1', true, true],
  ['/credit-cards/test/step1', true, true],
  ['/credit-cards/rbl/platinum-card/instant-apply/about-you', false, true],
  ['/credit-cards/icici/coral/instant-apply/review', false, true],
  ['/credit-card/offers', false, false],
  // loans (02)
  ['/personal-loan/step1', true, true],
  ['/personal-loan/eligibility', false, true],
  ['/personal-loan/offers', false, true],
  ['/business-loan/idfc/step12', true, true],
  // CLG-05: the generic credit line is a journey (decision 037): its bare link, its steps and
  // its own pages are headerless; the explore page keeps the header (the tray goes, by name).
  ['/credit-line', true, true],
  ['/credit-line/step12.11', true, true],
  ['/credit-line/results/approved', true, true],
  ['/credit-line/offers', true, true],
  ['/explore-credit-line', true, false],
  ['/credit-line/northern-arc/step3', true, true],
  ['/home-loan/check-eligibility', false, true],
  // self-pull (01 §2 credit-report self-pull)
  ['/credit-report/self-pull', false, false],
  ['/self-pull', false, false],
  ['/self-pull/step-1', true, true],
  ['/self-pull/step-2', true, true],
  ['/self-pull/step-3', true, true],
  ['/credit-report/self-pull/step-2', true, true],
  ['/financial-fitness/step-3', true, true],
  // insurance, membership, metro, extended warranty (03)
  ['/insurance', false, true],
  ['/insurance/shop/step1', true, true],
  ['/insurance/health/step2', true, true],
  ['/metro/step2', true, true],
  ['/metro/step5', true, true],
  ['/hp/step1', true, true],
  ['/ew/step3', true, true],
  ['/ew/congrates', false, false],
  // typeform pages
  ['/typeform/feedback', true, false],
];

describe('isTrayHidden and isHeaderHidden on the web', () => {
  it.each(PATHS)('%s: tray hidden %s, header hidden %s', (path, tray, header) => {
    expect(isTrayHidden(path, WEB)).toBe(tray);
    expect(isHeaderHidden(path, WEB)).toBe(header);
  });

  it('ignores case, a trailing slash and the query', () => {
    expect(isHeaderHidden('/LOGIN/', WEB)).toBe(true);
    expect(isHeaderHidden('/profile/?tab=1', WEB)).toBe(false);
    expect(isTrayHidden('/Credit-Cards/SBI/Step1', WEB)).toBe(true);
  });
});

describe('in app mode (am=1) and dm=1', () => {
  it.each(PATHS.map(([path]) => path))('%s: no tray, no header in app mode', (path) => {
    expect(isTrayHidden(path, APP)).toBe(true);
    expect(isHeaderHidden(path, APP)).toBe(true);
  });

  it.each(PATHS.map(([path]) => path))('%s: no header with dm=1', (path) => {
    expect(isHeaderHidden(path, DM)).toBe(true);
  });

  it('dm=1 alone keeps the tray where the web shows it', () => {
    expect(isTrayHidden('/', DM)).toBe(false);
  });
});

describe('financial-fitness and the self-pull switch', () => {
  it.each([
    ['/financial-fitness', true],
    ['/financial-fitness/report', true],
    ['/credit-report/self-pull', false],
    ['/', false],
  ] as const)('%s with self-pull off: tray hidden %s', (path, hidden) => {
    expect(isTrayHidden(path, NO_SELF_PULL)).toBe(hidden);
  });
});

describe('homePath and logoutTarget (decision 031: no /star-program until it exists)', () => {
  it('is the real home on every device', () => {
    expect(homePath()).toBe('/');
  });

  it.each([false, true])('logout with am=%s goes home', (am) => {
    expect(logoutTarget({ am })).toBe('/');
  });
});

describe('authRedirect', () => {
  it.each([
    ['/apply/book-appointment', { to: '/login', save: '/apply/book-appointment' }],
    [
      '/apply/book-appointment?instrumentId=4',
      { to: '/login', save: '/apply/book-appointment?instrumentId=4' },
    ],
    ['/booking-done', { to: '/login', save: '/booking-done' }],
    ['/explore-credit-cards-test', { to: '/login', save: '/explore-credit-cards-test' }],
    ['/bookings-done', null],
    ['/bookings-done/12', null],
    ['/login', null],
    ['/', null],
    ['/credit-cards/sbi/step1', null],
    ['/profile', null],
  ] as const)('%s → %j', (location, expected) => {
    expect(authRedirect(location)).toEqual(expected);
  });

  it('applies to a route table entry that needs a login', () => {
    expect(authRedirect('/profile/accounts', true)).toEqual({
      to: '/login',
      save: '/profile/accounts',
    });
    expect(authRedirect('/login', true)).toBeNull();
  });

  it('never saves personal data of the query', () => {
    expect(authRedirect('/booking-done?mobile=9876543210&utm_source=x&encodedData=abc')).toEqual({
      to: '/login',
      save: '/booking-done?utm_source=x',
    });
    expect(safeLocation('/profile?Email=a%40b.in&PAN=ABCDE1234F')).toBe('/profile');
  });

  it.each([
    ['/apply/book-appointment', true],
    ['/booking-done', true],
    ['/bookings-done', true],
    ['/explore-credit-cards-test', true],
    ['/explore-credit-cards', false],
    ['/credit-card/offers', false],
  ] as const)('requiresAuth(%s) is %s', (path, expected) => {
    expect(requiresAuth(path)).toBe(expected);
  });
});

describe('returnPath (gotoPath after login)', () => {
  it.each([
    ['/profile', '/profile'],
    ['/booking-done?x=1', '/booking-done?x=1'],
    [null, null],
    ['', null],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['/login', null],
    ['/confirm-otp', null],
  ] as const)('%j → %j', (saved, expected) => {
    expect(returnPath(saved)).toBe(expected);
  });
});

describe('throw-to-home guards', () => {
  const none = { booking: false, instantApplyForm: false };
  const all = { booking: true, instantApplyForm: true };
  it.each([
    ['/booking-done', none, '/'],
    ['/booking-done', all, null],
    ['/bookings-done', none, null],
    ['/credit-cards/rbl/platinum/instant-apply/review', none, '/credit-cards'],
    ['/credit-cards/icici/coral/instant-apply/review', all, null],
    ['/credit-cards/icici/coral/instant-apply/about-you', none, null],
    ['/', none, null],
  ] as const)('%s with %j → %j', (path, has, expected) => {
    expect(throwToHome(path, has)).toBe(expected);
  });
});

describe('bottomPadding (tm=1)', () => {
  it.each([
    [false, '/', 0],
    [false, '/insurance/shop-insurance/step1', 0],
    [true, '/', 80],
    [true, '/credit-cards/sbi/step1', 80],
    [true, '/insurance/group-health-insurance/step1', 80],
    [true, '/insurance/term-hospicash-business-suraksha/step1', 80],
    [true, '/insurance/shop-insurance/step0.6', 170],
    [true, '/insurance/shop-insurance', 170],
    [true, '/insurance/lombard-shop-insurance/step4.3', 170],
  ] as const)('tm=%s on %s → %i px', (tm, path, px) => {
    expect(bottomPadding({ tm }, extraBottomPaddingOf(path))).toBe(px);
  });
});

describe('backTarget', () => {
  it.each([
    ['/credit-card/offers', true, { history: true }],
    ['/profile', true, { history: true }],
    ['/profile', false, { to: '/profile' }],
    ['/profile/accounts', false, { to: '/profile' }],
    ['/credit-card/offers', false, { to: '/' }],
    ['/about-us', false, { to: '/' }],
  ] as const)('%s, can go back %s → %j', (path, canGoBack, expected) => {
    expect(backTarget(path, canGoBack)).toEqual(expected);
  });

  it('falls back to the given home', () => {
    expect(backTarget('/about-us', false, '/star-program')).toEqual({ to: '/star-program' });
  });
});

describe('the app-mode spinner', () => {
  it.each([
    ['/', true, true, true],
    ['/credit-cards/sbi/step1', true, true, true],
    ['/terms', true, true, false],
    ['/', true, false, false],
    ['/', false, true, false],
  ] as const)('%s am %s checking %s → %s', (path, am, checking, shown) => {
    expect(showsAppModeSpinner(path, am, checking)).toBe(shown);
  });
});

describe('showsResetButton', () => {
  it.each([
    [true, 'credit-cards/sbi', true],
    [false, 'credit-cards/sbi', false],
    [true, 'insurance/shop-insurance', false],
    [true, 'insurance/lombard-shop-insurance', false],
    [true, 'insurance/group-health-insurance', true],
  ] as const)('admin %s on %s → %s', (admin, prefix, shown) => {
    const journey = journeyList.find((j) => j.prefix === prefix);
    if (!journey) throw new Error(`no journey ${prefix}`);
    expect(showsResetButton(admin, journey)).toBe(shown);
  });
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/A/B/', '/a/b'],
    ['/a?b=1#c', '/a'],
    ['a', '/a'],
  ])('%j → %j', (path, expected) => {
    expect(normalisePath(path)).toBe(expected);
  });
});
