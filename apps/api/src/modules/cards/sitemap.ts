import { escapeHtml } from '../../http/htmlHead.js';
import type { LoadedCatalog } from './catalog.js';
import { listSeoContent } from './seo.js';
import { slugify } from './view.js';

// What crawlers are told (decision 016): robots.txt keeps them off the API and the personal
// pages (login, profile, journeys, offers, applications) and names the sitemap; the sitemap
// lists the card pages — the list, its area pages and every card — on the public origin.

/** Paths that are never worth indexing: the API, personal pages and forms. */
const DISALLOWED = [
  '/api/',
  '/metrics',
  '/profile',
  '/login',
  '/confirm-otp',
  '/sign-up',
  '/user/',
  '/credit-card/offers',
  '/bookings-done',
  '/journey/init',
  '/page/init',
  // A journey's steps and the instant-apply form hold a visitor's answers.
  '/credit-cards/*/step',
  '/credit-cards/*/instant-apply',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The card pages' paths: the list, every area page the list answers (banks, card types,
 * categories; not those taken by a journey, `/credit-cards/<journey alias>`) and every card.
 */
export function sitemapPaths(catalog: LoadedCatalog, isJourney: (path: string) => boolean) {
  const cards = catalog.entries.map((e) => e.view);
  const areas = new Set([
    ...cards.map((c) => c.bank_name),
    ...cards.map((c) => c.card_type),
    ...cards.flatMap((c) => c.categories.map((cat) => slugify(cat.name))),
  ]);
  const areaPaths = [...areas]
    .filter((area) => area !== '' && listSeoContent(catalog, area, '') !== null)
    .map((area) => `/credit-cards/${area}`)
    .filter((path) => !isJourney(path))
    .sort();
  return ['/credit-cards', ...areaPaths, ...cards.map((c) => c.url)];
}

/** The sitemap of `paths` on `origin`, every URL escaped for XML. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
