import type { JourneyRegistry } from '@tara/core';
import type { Db } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import type { AuthDeps } from '../auth/deps.js';
import { catalogOf } from './catalogOf.js';
import { crawlerRoutes } from './crawlerRoutes.js';
import { cardRoutes } from './routes.js';
import { seoIndexHtml } from './seoPage.js';

interface CardsDeps {
  db: Db;
  auth: AuthDeps;
  journeys: JourneyRegistry;
  publicOrigin?: string | undefined;
}

/**
 * Cards: the catalog and recommendation, robots.txt and the sitemap (decision 016), and the
 * card pages' SEO heads on the web app's index.html.
 */
export const cardsModule: ApiModule<CardsDeps> = {
  name: 'cards',
  routes: (deps) => [
    crawlerRoutes({
      catalog: catalogOf(deps),
      journeys: deps.journeys,
      publicOrigin: deps.publicOrigin,
    }),
    cardRoutes({ auth: deps.auth, catalog: catalogOf(deps), publicOrigin: deps.publicOrigin }),
  ],
  hooks: {
    pageHtml: (deps, request, webDist) =>
      seoIndexHtml(catalogOf(deps), webDist, request, deps.publicOrigin),
  },
};
