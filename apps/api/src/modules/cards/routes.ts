import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIE_SECURITY, errorResponses } from '../../http/schemas.js';
import { type AuthDeps, ownerOf } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import type { CardCatalog } from './catalog.js';
import { cardSvg } from './image.js';
import { OwnerOffersQuerySchema, OwnerOffersResponseSchema } from './offerSchemas.js';
import { ownerOffers } from './ownerOffers.js';
import { ReviewAddBodySchema, ReviewAddResponseSchema } from './reviewSchemas.js';
import { addReview, cardReviews, withReviewStats } from './reviews.js';
import {
  AmexQuerySchema,
  AmexResponseSchema,
  BulletsResponseSchema,
  CardDetailsResponseSchema,
  CardListBodySchema,
  CardListResponseSchema,
  CardLookupSchema,
  ImageParamsSchema,
  InstrumentsResponseSchema,
  OffersResponseSchema,
  RecommendBodySchema,
  ReviewsBodySchema,
  ReviewsResponseSchema,
  SeoBulletsResponseSchema,
  SeoContentsBodySchema,
  SeoContentsResponseSchema,
} from './schemas.js';
import {
  amexUrl,
  bulletSections,
  cardNotFound,
  cardSeoContents,
  instruments,
  listCards,
  lookupCard,
  recommendCards,
  seoBullets,
} from './service.js';

export interface CardDeps {
  auth: AuthDeps;
  catalog: CardCatalog;
  /** PUBLIC_ORIGIN (no trailing slash); unset: the request's own origin (dev, test). */
  publicOrigin?: string | undefined;
}

/**
 * The origin canonical URLs are written on: the configured PUBLIC_ORIGIN whatever the Host
 * header says; without one (dev and test only: production refuses to start) `https://` plus
 * the request's host, as a client can send any Host.
 */
export const canonicalOrigin = (request: FastifyRequest, publicOrigin?: string): string =>
  publicOrigin ?? `https://${request.host}`;

export const cardRoutes =
  ({ auth, catalog, publicOrigin }: CardDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['cards'];

    app.post(
      '/api/credit_cards',
      {
        schema: {
          tags,
          operationId: 'creditCardList',
          summary: 'List cards',
          description: 'The card list: core filters and sort, one page (limit default 100)',
          body: CardListBodySchema,
          response: { 200: CardListResponseSchema, ...errorResponses(415, 422) },
        },
      },
      async (request) => listCards(await catalog.get(), request.body),
    );

    app.post(
      '/api/credit_card/details',
      {
        schema: {
          tags,
          operationId: 'creditCardDetails',
          summary: 'Get a card',
          description: 'One card by { creditCardId } or { searchCard: slug | bankName/slug }',
          body: CardLookupSchema,
          response: { 200: CardDetailsResponseSchema, ...errorResponses(404, 415, 422) },
        },
      },
      async (request) => ({
        data: {
          results: await withReviewStats(
            auth.db,
            lookupCard(await catalog.get(), request.body).view,
          ),
        },
      }),
    );

    app.post(
      '/api/credit-cards/bullets',
      {
        schema: {
          tags,
          operationId: 'creditCardBullets',
          summary: "Get a card's bullet sections",
          description: "A card's bullet sections: rewards, benefits, fees, eligibility",
          body: CardLookupSchema,
          response: { 200: BulletsResponseSchema, ...errorResponses(404, 415, 422) },
        },
      },
      async (request) => ({
        data: { results: bulletSections(lookupCard(await catalog.get(), request.body).view) },
      }),
    );

    app.post(
      '/api/seo/bullets',
      {
        schema: {
          tags,
          operationId: 'seoBullets',
          summary: "Get a card's questions and answers",
          description: "A card's short questions and answers for its detail page",
          body: CardLookupSchema,
          response: { 200: SeoBulletsResponseSchema, ...errorResponses(404, 415, 422) },
        },
      },
      async (request) => ({
        data: { results: seoBullets(lookupCard(await catalog.get(), request.body).view) },
      }),
    );

    app.post(
      '/api/seo/contents',
      {
        schema: {
          tags,
          operationId: 'seoContents',
          summary: 'Get the SEO content of a page',
          description:
            'Title, description, keywords, canonical, h1 and body of a card, the list or an area page',
          body: SeoContentsBodySchema,
          response: { 200: SeoContentsResponseSchema, ...errorResponses(404, 415, 422) },
        },
      },
      async (request) => ({
        data: {
          results: [
            cardSeoContents(
              await catalog.get(),
              request.body,
              canonicalOrigin(request, publicOrigin),
            ),
          ],
        },
      }),
    );

    app.post(
      '/api/reviews/get',
      {
        schema: {
          tags,
          operationId: 'reviewsGet',
          summary: "Get a card's reviews",
          description: "A page of a card's reviews, newest first, with the total and the average",
          body: ReviewsBodySchema,
          response: { 200: ReviewsResponseSchema, ...errorResponses(404, 415, 422) },
        },
      },
      async (request) => cardReviews(auth.db, await catalog.get(), request.body),
    );

    app.post(
      '/api/reviews/add',
      {
        schema: {
          tags,
          operationId: 'reviewsAdd',
          summary: 'Review a card',
          security: COOKIE_SECURITY,
          description:
            'A signed-in user who applied for the card writes one review; it starts pending and is shown once approved',
          body: ReviewAddBodySchema,
          response: {
            200: ReviewAddResponseSchema,
            ...errorResponses(401, 403, 404, 409, 415, 422),
          },
        },
      },
      async (request) => {
        const actor = await actorOf(auth, request);
        return addReview(auth.db, catalog, actor.user, request.body, auth.now());
      },
    );

    app.get(
      '/api/cards/offers',
      {
        schema: {
          tags,
          operationId: 'cardsOffers',
          summary: 'Get my card offers',
          security: COOKIE_SECURITY,
          description:
            "The offers of the visitor's or user's latest finished card journey: the journey's issuer first by fit, the short list, why each fits or not (?sort=fit|fees|rewards, ?lead= one of them)",
          querystring: OwnerOffersQuerySchema,
          response: { 200: OwnerOffersResponseSchema, ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const owner = ownerOf(await actorOf(auth, request));
        return ownerOffers(auth.db, catalog, owner, request.query, auth.now());
      },
    );

    app.post(
      '/api/rule_engine/recommend/credit_cards',
      {
        schema: {
          tags,
          operationId: 'ruleEngineRecommendCreditCards',
          summary: 'Recommend cards with eligibility',
          security: COOKIE_SECURITY,
          description: 'Every card with eligible true/false and the reasons, eligible first',
          body: RecommendBodySchema,
          response: { 200: OffersResponseSchema, ...errorResponses(404, 415, 422) },
        },
      },
      async (request) => {
        const owner = 'leadId' in request.body ? ownerOf(await actorOf(auth, request)) : null;
        return recommendCards(auth.db, catalog, request.body, owner, auth.now());
      },
    );

    app.get(
      '/api/amex',
      {
        schema: {
          tags,
          operationId: 'amexUrl',
          summary: 'Get the Amex instant-apply URL',
          description: 'The instant-apply URL of an Amex card (?slug= or ?creditCardId=)',
          querystring: AmexQuerySchema,
          response: { 200: AmexResponseSchema, ...errorResponses(404, 422) },
        },
      },
      async (request) => amexUrl(await catalog.get(), request.query),
    );

    app.get(
      '/api/instrument',
      {
        schema: {
          tags,
          operationId: 'instrumentList',
          summary: 'List the instruments',
          description: 'The instruments (card products): id, name, provider_id, product_id',
          response: { 200: InstrumentsResponseSchema },
        },
      },
      async () => instruments(await catalog.get()),
    );

    app.get(
      '/api/cards/image/:file',
      {
        schema: {
          tags,
          operationId: 'cardImage',
          summary: "Get a card's picture (SVG)",
          description: 'A generated SVG picture of a card: /api/cards/image/<slug>.svg',
          params: ImageParamsSchema,
          response: {
            200: {
              description: 'The SVG picture',
              content: { 'image/svg+xml': { schema: z.string() } },
            },
            ...errorResponses(404),
          },
        },
      },
      async (request, reply) => {
        const slug = /^(.+)\.svg$/.exec(request.params.file)?.[1];
        const entry = slug ? (await catalog.get()).bySlug.get(slug) : undefined;
        if (!entry) throw cardNotFound(request.params.file);
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(cardSvg(entry.view));
      },
    );
  };
