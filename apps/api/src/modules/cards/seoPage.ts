import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { injectHead } from '../../http/htmlHead.js';
import type { CardCatalog } from './catalog.js';
import { canonicalOrigin } from './routes.js';
import { seoForPath } from './seo.js';

/**
 * The SPA's index.html with the page's head filled in, for the card detail, list and area
 * pages (`/credit-card/:bankName/:slug`, `/credit-cards`, `/credit-cards/:area`); null for any
 * other path (the plain index.html is served). The canonical link is on `publicOrigin`
 * (PUBLIC_ORIGIN) when given, else on the request's own origin.
 */
export async function seoIndexHtml(
  catalog: CardCatalog,
  webDist: string,
  request: FastifyRequest,
  publicOrigin?: string,
): Promise<string | null> {
  const path = request.url.split('?')[0] ?? '';
  if (!/^\/credit-cards?(\/|$)/.test(path)) return null;
  const seo = seoForPath(await catalog.get(), path, canonicalOrigin(request, publicOrigin));
  if (!seo) return null;
  const html = await readFile(join(webDist, 'index.html'), 'utf8');
  return injectHead(html, seo);
}
