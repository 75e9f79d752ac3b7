import type { JourneyRegistry } from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CardCatalog } from './catalog.js';
import { canonicalOrigin } from './routes.js';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap.js';

export interface CrawlerDeps {
  catalog: CardCatalog;
  journeys: JourneyRegistry;
  /** PUBLIC_ORIGIN; unset (dev, test): the request's own origin, as the SEO heads do. */
  publicOrigin?: string | undefined;
}

/** Briefly: the catalog changes only with a deploy, and a crawler comes back anyway. */
const CACHE = 'public, max-age=300';

/** GET /robots.txt and /sitemap.xml, outside the API document (decision 016). */
export const crawlerRoutes =
  ({ catalog, journeys, publicOrigin }: CrawlerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(robotsTxt(canonicalOrigin(request, publicOrigin))),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const isJourney = (path: string) => journeys.find(path.slice(1)) !== undefined;
      const paths = sitemapPaths(await catalog.get(), isJourney);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(sitemapXml(canonicalOrigin(request, publicOrigin), paths));
    });
  };
