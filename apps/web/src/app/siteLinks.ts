import { listedJourneys } from '@tara/core/journeyList';

// The website menu (spec SHELL-20) and the bottom tray, in one place. `to` is an app path;
// `href` leaves the app; `soon`: a product or page that does not exist yet, shown as
// "Coming soon" and linked nowhere (decision 031). No placeholder addresses.

export interface SiteLink {
  label: string;
  to?: string;
  href?: string;
  soon?: true;
}

/** The loans the app has: the first loan journey (the business loan), if any. */
const loans = listedJourneys().find((j) => j.product.endsWith('-loan'));

export const SITE_MENU: readonly SiteLink[] = [
  { label: 'Banking', soon: true },
  { label: 'Khata', soon: true },
  loans ? { label: 'Loans', to: `/${loans.prefix}` } : { label: 'Loans', soon: true },
  { label: 'Credit Cards', to: '/explore-credit-cards' },
  { label: 'Insurance', soon: true },
  { label: 'Rewards', soon: true },
];

export const COMPANY_LINKS: readonly SiteLink[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Media Center', soon: true },
  { label: 'Careers', soon: true },
];

/** The app-store listing; null until the app is published ("Coming soon"). */
export const APP_STORE_URL: string | null = null;

/** The bottom tray's tabs (mobile). A tab whose page the app does not have is left out. */
/** `to: null` is home (homePath: '/', decision 031). */
export const TRAY_TABS: readonly { label: string; to: string | null; icon: string }[] = [
  { label: 'Home', to: null, icon: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z' },
  {
    label: 'Cards',
    to: '/explore-credit-cards',
    icon: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2m0 14H4v-6h16zm0-10H4V6h16z',
  },
  {
    label: 'Loans',
    to: '/personal-loan',
    icon: 'M11.8 10.9c-2.3-.6-3-1.2-3-2.1 0-1.1 1-1.9 2.7-1.9 1.8 0 2.4.8 2.5 2.1h2.2a4 4 0 0 0-3.2-3.8V3h-3v2.2C8.1 5.6 6.8 6.7 6.8 8.8c0 2.4 2 3.6 4.9 4.3 2.6.6 3.1 1.5 3.1 2.5 0 .7-.5 1.9-2.7 1.9-2.1 0-2.9-.9-3-2.1H6.9c.1 2.2 1.8 3.5 3.8 3.9V21h3v-2.2c1.9-.4 3.5-1.5 3.5-3.6 0-2.9-2.4-3.8-5.4-4.3',
  },
  {
    label: 'Insurance',
    to: '/insurance',
    icon: 'M12 1 3 5v6c0 5.6 3.8 10.7 9 12 5.2-1.3 9-6.4 9-12V5z',
  },
  {
    label: 'Profile',
    to: '/profile',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8m0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4',
  },
];
