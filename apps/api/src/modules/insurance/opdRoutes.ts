import {
  instaOpdCover,
  insurerName,
  OPD_COVER_OPTIONS,
  orderPlansNeutrally,
  planLabel,
  planPremium,
  plansOf,
} from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import { sessionUser } from '../payments/routes.js';
import type { InsuranceDeps } from './deps.js';
import { bookOpdAppointment, opdAppointmentSlots } from './opdAppointments.js';
import {
  OpdBookBodySchema,
  OpdBookResponseSchema,
  OpdInstrumentResponseSchema,
  OpdSlotsQuerySchema,
  OpdSlotsResponseSchema,
} from './opdSchemas.js';

/**
 * Insta OPD's calls (spec 03 §7, decision 053): its instrument (the spec's API-KEY header is
 * the old client's key to its server, ignored as for `/instrument/shop`), and the consultation
 * booked after the policy is issued — the session's own policy only.
 */
export const opdRoutes =
  (deps: InsuranceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['insurance'];
    app.get(
      '/api/instrument/instaopd',
      {
        schema: {
          tags,
          operationId: 'instaOpdInstrument',
          summary: "Insta OPD's instrument and plans",
          description:
            'One instrument (the client reads results[0]): instrument 13, who the cover can be for, the plans by premium (lowest first, GST included) and the key exclusions',
          response: { 200: OpdInstrumentResponseSchema },
        },
      },
      async () => ({
        data: {
          results: [
            {
              instrument_id: instaOpdCover.instrumentId,
              slug: instaOpdCover.slug,
              name: instaOpdCover.name,
              insurer_name: insurerName(instaOpdCover.insurer),
              cover_for: OPD_COVER_OPTIONS.map((o) => ({ ...o })),
              plans: orderPlansNeutrally(plansOf(instaOpdCover.id)).map((plan) => ({
                id: plan.planId,
                sum_insured_paise: plan.sumInsuredPaise,
                premium_paise: plan.premiumPaise,
                gst_paise: planPremium(plan).gstPaise,
                label: planLabel(plan),
              })),
              key_exclusions: [...instaOpdCover.neutrality.keyExclusions],
            },
          ],
        },
      }),
    );

    app.get(
      '/api/insurances/opd/appointment/slots',
      {
        schema: {
          tags,
          operationId: 'instaOpdAppointmentSlots',
          summary: 'The consultation slots of an issued Insta OPD policy',
          security: SESSION_SECURITY,
          description:
            "The session's own issued policy (404 otherwise; 400 before issuance): the next three days' slots, India time, and the booked appointment",
          querystring: OpdSlotsQuerySchema,
          response: { 200: OpdSlotsResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        opdAppointmentSlots(deps, (await sessionUser(deps, request)).id, request.query.policy_id),
    );

    app.post(
      '/api/insurances/opd/appointment',
      {
        schema: {
          tags,
          operationId: 'instaOpdBookAppointment',
          summary: 'Book a consultation with an issued Insta OPD policy',
          security: SESSION_SECURITY,
          description:
            "The session's own issued policy (404 otherwise; 400 before issuance or for a slot that is taken); booking again moves the appointment",
          body: OpdBookBodySchema,
          response: { 200: OpdBookResponseSchema, ...errorResponses(400, 401, 404, 415) },
        },
      },
      async (request) =>
        bookOpdAppointment(deps, (await sessionUser(deps, request)).id, request.body),
    );
  };
