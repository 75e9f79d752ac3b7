import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { injectHead, type ShareTags } from '../../http/htmlHead.js';
import type { CardCatalog, CardEntry } from './catalog.js';
import { canonicalOrigin } from './routes.js';
import { cardOfPath, type SeoContent, SITE_NAME, seoForPath } from './seo.js';

/**
 * The SPA's index.html with the page's head filled in, for the card detail, list and area
 * pages (`/credit-card/:bankName/:slug`, `/credit-cards`, `/credit-cards/:area`); null for any
 * other path (the plain index.html is served). The canonical link is on `publicOrigin`
 * (PUBLIC_ORIGIN) when given, else on the request's own origin. A card detail page also gets
 * its share tags (og:*, twitter:card), on the same origin.
 */
export async function seoIndexHtml(
  catalog: CardCatalog,
  webDist: string,
  request: FastifyRequest,
  publicOrigin?: string,
): Promise<string | null> {
  const path = request.url.split('?')[0] ?? '';
  if (!/^\/credit-cards?(\/|$)/.test(path)) return null;
  const loaded = await catalog.get();
  const origin = canonicalOrigin(request, publicOrigin);
  const seo = seoForPath(loaded, path, origin);
  if (!seo) return null;
  const card = cardOfPath(loaded, path);
  const html = await readFile(join(webDist, 'index.html'), 'utf8');
  return injectHead(html, card ? { ...seo, share: shareTags(seo, card, origin) } : seo);
}

const shareTags = (seo: SeoContent, card: CardEntry, origin: string): ShareTags => ({
  title: seo.title,
  description: seo.description,
  url: seo.canonical,
  image: `${origin}${card.view.image_url}`,
  siteName: SITE_NAME,
  locale: seo.lang.replace('-', '_'),
});
