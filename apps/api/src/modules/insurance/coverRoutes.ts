import {
  insuranceQuote,
  insurerName,
  orderPlansNeutrally,
  planLabel,
  plansOf,
  SINGLE_COVERS,
} from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import { pinStatus } from '../catalog/service.js';
import { sessionUser } from '../payments/routes.js';
import {
  InsuranceCoversBodySchema,
  InsuranceCoversResponseSchema,
  ShopInstrumentsResponseSchema,
  ValidatePincodeBodySchema,
  ValidatePincodeResponseSchema,
} from './coverSchemas.js';
import { userLeadAnyState } from './data.js';
import type { InsuranceDeps } from './deps.js';
import { disclosureView } from './insuranceLeadAdd.js';

/** The shop covers: those whose proposal insures the business (shop and Lombard's). */
const SHOP_COVERS = SINGLE_COVERS.filter((cover) => cover.proposal === 'business');

/**
 * The insurance journeys' supporting calls (spec 03 §7, decision 048). The spec's "insurance
 * API key" and "API-KEY" headers are the old client's keys to its server; ours are public
 * (the pincode, the plans) or the session's (a lead's covers), so the headers are ignored.
 */
export const insuranceCoverRoutes =
  (deps: InsuranceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['insurance'];
    app.post(
      '/api/insurances/validate_pincode',
      {
        schema: {
          tags,
          operationId: 'insuranceValidatePincode',
          summary: 'Check a pincode for insurance',
          description: "400 'Please enter a valid pincode' for a pincode India Post does not have",
          body: ValidatePincodeBodySchema,
          response: { 200: ValidatePincodeResponseSchema, ...errorResponses(400, 415) },
        },
      },
      async (request) => {
        const pin = await pinStatus(deps.db, request.body.pincode);
        const pincode = String(request.body.pincode);
        return { data: { results: { pincode, city: pin.city_name, state: pin.state } } };
      },
    );

    app.get(
      '/api/instrument/shop',
      {
        schema: {
          tags,
          operationId: 'shopInstruments',
          summary: "The shop covers' instruments and plans",
          description:
            'Shop insurance (5) and Lombard shop insurance (6), plans by premium (lowest first), premiums GST included; the client picks its instrument_id',
          response: { 200: ShopInstrumentsResponseSchema },
        },
      },
      async () => ({
        data: {
          results: SHOP_COVERS.map((cover) => ({
            instrument_id: cover.instrumentId,
            slug: cover.slug,
            name: cover.name,
            insurer_name: insurerName(cover.insurer),
            plans: orderPlansNeutrally(plansOf(cover.id)).map((plan) => ({
              id: plan.planId,
              sum_insured_paise: plan.sumInsuredPaise,
              premium_paise: plan.premiumPaise,
              label: planLabel(plan),
            })),
          })),
        },
      }),
    );

    app.post(
      '/api/insurances/insurance_covers',
      {
        schema: {
          tags,
          operationId: 'insuranceCovers',
          summary: "The cover of the session's insurance lead",
          security: SESSION_SECURITY,
          description:
            "{lead_id}: the plan chosen, its insurer, sum insured, premium with GST and key exclusions; 404 'Lead not found' for another's lead or one with no plan",
          body: InsuranceCoversBodySchema,
          response: { 200: InsuranceCoversResponseSchema, ...errorResponses(400, 401, 404, 415) },
        },
      },
      async (request) => {
        const user = await sessionUser(deps, request);
        const lead = await userLeadAnyState(deps.db, user.id, request.body.lead_id);
        const plan = lead && insuranceQuote(lead.journey, lead.answers);
        const cover = plan ? disclosureView(plan.planId, lead.journey, plan.premiumPaise) : null;
        if (!lead || !cover) throw httpError(404, LEAD_NOT_FOUND);
        return { data: { results: { lead_id: lead.id, cover } } };
      },
    );
  };
