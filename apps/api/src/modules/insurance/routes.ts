import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import { sessionUser } from '../payments/routes.js';
import type { InsuranceDeps } from './deps.js';
import { currentInsurance, insuranceLeadAdd, LEAD_ADD_JOURNEYS } from './insuranceLeadAdd.js';
import {
  InsuranceCurrentResponseSchema,
  InsuranceLeadAddBodySchema,
  InsuranceLeadAddResponseSchema,
  PolicyDocumentResponseSchema,
  PolicyIdParamsSchema,
} from './leadSchemas.js';
import { policyDocument } from './policyDocument.js';

/**
 * The insurance journeys' calls after the last step (spec 03 §7, decision 048): the lead
 * creation (validate-only before paying, with the payment after), the user's current policy
 * and the policy document. The session's own leads and policies only.
 */
export const insuranceRoutes =
  (deps: InsuranceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['insurance'];
    for (const path of LEAD_ADD_JOURNEYS.keys()) {
      const lombard = path.includes('lombard');
      app.post(
        path,
        {
          schema: {
            tags,
            operationId: lombard ? 'insuranceLombardLeadAdd' : 'insuranceLeadAdd',
            summary: lombard ? 'Create a Lombard shop insurance lead' : 'Create an insurance lead',
            security: SESSION_SECURITY,
            description:
              'validateOnly 1 (paymentId null): the insurer validates the proposal and the policy is quoted for payment (400 with its refusal); validateOnly 0 with the paymentId: the paid policy and its display_data',
            body: InsuranceLeadAddBodySchema,
            response: {
              200: InsuranceLeadAddResponseSchema,
              ...errorResponses(400, 401, 404, 415),
            },
          },
        },
        async (request) =>
          insuranceLeadAdd(deps, (await sessionUser(deps, request)).id, path, request.body),
      );
    }

    app.get(
      '/api/insurances/current',
      {
        schema: {
          tags,
          operationId: 'insuranceCurrent',
          summary: "The user's newest finished insurance lead and its policy",
          security: SESSION_SECURITY,
          description: 'null when the user finished no insurance journey',
          response: { 200: InsuranceCurrentResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => currentInsurance(deps, (await sessionUser(deps, request)).id),
    );

    app.get(
      '/api/insurances/policy/:id/document',
      {
        schema: {
          tags,
          operationId: 'insurancePolicyDocument',
          summary: 'The policy schedule (PDF, base64)',
          security: SESSION_SECURITY,
          description: "The session's own issued policy only; 404 otherwise",
          params: PolicyIdParamsSchema,
          response: { 200: PolicyDocumentResponseSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => ({
        data: {
          results: {
            file: await policyDocument(
              deps,
              (await sessionUser(deps, request)).id,
              request.params.id,
            ),
          },
        },
      }),
    );
  };
