import { type Catalogue, catalogue } from '@tara/core/productList';

// The website menu (spec SHELL-20) and the bottom tray, in one place, derived from the product
// catalogue (decision 067). `to` is an app path; `href` leaves the app; `soon`: a product or
// page that does not exist yet, shown as "Coming soon" and linked nowhere (decision 031). No
// placeholder addresses.

export interface SiteLink {
  label: string;
  to?: string;
  href?: string;
  soon?: true;
}

/** The website menu's entries in the spec's order (SHELL-20), before any new family's own. */
const MENU_ORDER: readonly string[] = ['Banking', 'Khata', 'Loans', 'Credit Cards', 'Insurance'];
/** The rewards programme, after every product: not built yet (decision 031). */
const MENU_LAST = 'Rewards';

/** The live products' families' entries at `placement` ('menu' or 'tab'), label → where it opens. */
function familyLinks(from: Catalogue, placement: 'menu' | 'tab'): Map<string, string> {
  const links = new Map<string, string>();
  for (const family of from.families) {
    const link = family[placement];
    if (!link || links.has(link.label)) continue;
    const shown = from.products.some(
      (p) => p.family === family.id && p.live && p.appearsIn.includes(placement),
    );
    if (shown) links.set(link.label, link.to);
  }
  return links;
}

/**
 * The website menu, derived from the catalogue: an entry links where its live families open
 * (a family's `menu`), else it is "Coming soon" (Banking, Khata and Rewards are not products
 * the app has). A new family's entry comes after the spec's.
 */
export function siteMenu(from: Catalogue = catalogue): SiteLink[] {
  const links = familyLinks(from, 'menu');
  const labels = [...MENU_ORDER, ...[...links.keys()].filter((l) => !MENU_ORDER.includes(l))];
  return [...labels, MENU_LAST].map((label) => {
    const to = links.get(label);
    return to ? { label, to } : { label, soon: true };
  });
}

export const SITE_MENU: readonly SiteLink[] = siteMenu();

export const COMPANY_LINKS: readonly SiteLink[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Media Center', soon: true },
  { label: 'Careers', soon: true },
];

/** The app-store listing; null until the app is published ("Coming soon"). */
export const APP_STORE_URL: string | null = null;

export interface TrayTab {
  label: string;
  /** null is home (homePath: '/', decision 031). */
  to: string | null;
  icon: string;
}

const HOME_TAB: TrayTab = { label: 'Home', to: null, icon: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z' };
const PROFILE_TAB: TrayTab = {
  label: 'Profile',
  to: '/profile',
  icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8m0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4',
};

/** The product tabs' icons by label, in the spec's order; a new family's tab gets the last. */
const TAB_ICONS: Readonly<Record<string, string>> = {
  Cards:
    'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2m0 14H4v-6h16zm0-10H4V6h16z',
  Loans:
    'M11.8 10.9c-2.3-.6-3-1.2-3-2.1 0-1.1 1-1.9 2.7-1.9 1.8 0 2.4.8 2.5 2.1h2.2a4 4 0 0 0-3.2-3.8V3h-3v2.2C8.1 5.6 6.8 6.7 6.8 8.8c0 2.4 2 3.6 4.9 4.3 2.6.6 3.1 1.5 3.1 2.5 0 .7-.5 1.9-2.7 1.9-2.1 0-2.9-.9-3-2.1H6.9c.1 2.2 1.8 3.5 3.8 3.9V21h3v-2.2c1.9-.4 3.5-1.5 3.5-3.6 0-2.9-2.4-3.8-5.4-4.3',
  Insurance: 'M12 1 3 5v6c0 5.6 3.8 10.7 9 12 5.2-1.3 9-6.4 9-12V5z',
};
const OTHER_TAB_ICON = 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z';

/**
 * The bottom tray's tabs (mobile): Home, the tabs of the live products' families (a family's
 * `tab`, in the spec's order: Cards, Loans, Insurance), Profile. A tab whose page the app does
 * not have is left out by the tray.
 */
export function trayTabs(from: Catalogue = catalogue): TrayTab[] {
  const links = familyLinks(from, 'tab');
  const order = Object.keys(TAB_ICONS);
  const labels = [...links.keys()].sort(
    (a, b) =>
      (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1),
  );
  const tabs = labels.map((label) => ({
    label,
    to: links.get(label) ?? null,
    icon: TAB_ICONS[label] ?? OTHER_TAB_ICON,
  }));
  return [HOME_TAB, ...tabs, PROFILE_TAB];
}

export const TRAY_TABS: readonly TrayTab[] = trayTabs();
