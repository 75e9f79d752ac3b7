import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { productById } from './loanOffers.js';
import {
  evaluateState,
  initProductFilters,
  instrumentOf,
  personalLoans,
  ruleEngineGet,
} from './ruleEngine.js';
import {
  DetailsParamsSchema,
  DetailsResponseSchema,
  EvaluateBodySchema,
  EvaluateResponseSchema,
  InitFiltersBodySchema,
  InitFiltersResponseSchema,
  PersonalLoansBodySchema,
  PersonalLoansResponseSchema,
  RuleEngineQuerySchema,
  RuleEngineResponseSchema,
} from './ruleEngineSchemas.js';

/**
 * Spec 02 §7's rule-engine and instrument calls at our /api paths (decision 050): the
 * "rule-engine URL from configuration" is /api/rule-engine, {rule-api} is /api/rule-engine.
 * Public and stateless; nothing is stored.
 */
export const ruleEngineRoutes =
  (deps: { db: Db; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/rule-engine',
      {
        schema: {
          tags: ['loans'],
          operationId: 'ruleEngine',
          summary: 'Personal loans the applicant is eligible for (the filter GET)',
          querystring: RuleEngineQuerySchema,
          response: { 200: RuleEngineResponseSchema, ...errorResponses(422) },
        },
      },
      async (request) => ruleEngineGet(deps.db, request.query),
    );

    app.post(
      '/api/rule-engine/evaluate/',
      {
        schema: {
          tags: ['loans'],
          operationId: 'ruleEngineEvaluate',
          summary: 'Evaluate an eligibility state; the answer replaces the state',
          body: EvaluateBodySchema,
          response: { 200: EvaluateResponseSchema, ...errorResponses(400, 422) },
        },
      },
      async (request) => evaluateState(request.body, deps.now().getUTCFullYear()),
    );

    app.post(
      '/api/init_product_filters',
      {
        schema: {
          tags: ['loans'],
          operationId: 'initProductFilters',
          summary: 'The personal-loan filters’ providers',
          body: InitFiltersBodySchema,
          response: { 200: InitFiltersResponseSchema, ...errorResponses(400, 422) },
        },
      },
      async () => initProductFilters(),
    );

    app.post(
      '/api/v2/personal_loans',
      {
        schema: {
          tags: ['loans'],
          operationId: 'personalLoans',
          summary: 'Personal-loan instruments kept by the list filters',
          body: PersonalLoansBodySchema,
          response: { 200: PersonalLoansResponseSchema, ...errorResponses(400, 422) },
        },
      },
      async (request) => personalLoans(request.body),
    );

    app.get(
      '/api/personal_loan/details/:id',
      {
        schema: {
          tags: ['loans'],
          operationId: 'personalLoanDetails',
          summary: 'One personal-loan instrument',
          params: DetailsParamsSchema,
          response: { 200: DetailsResponseSchema, ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const product = productById(request.params.id);
        if (product?.kind !== 'personal') throw httpError(404, 'Loan product not found');
        return { data: { results: instrumentOf(product) } };
      },
    );
  };
