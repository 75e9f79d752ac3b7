import { indiaDate } from '@tara/core';
import { BookingPayloadSchema, bookingSlots } from '@tara/core/booking';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError, NOT_LOGGED_IN } from '../../http/errors.js';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import { actorOf } from '../auth/session.js';
import { bookedOffer } from './bookedOffer.js';
import { bookingView, bookLoan } from './bookLoan.js';
import { bookedSlots, userBooking, userBookings } from './data.js';
import type { BookingDeps } from './deps.js';
import {
  BookingParamsSchema,
  BookingResponseSchema,
  BookingsQuerySchema,
  BookingsResponseSchema,
  OfferQuerySchema,
  OfferResponseSchema,
  SlotsQuerySchema,
  SlotsResponseSchema,
} from './schemas.js';

const tags = ['booking'];

/**
 * Loan bookings (spec 02 §2.5, §3.4, §7; decision 057): the slots, the booked offer's terms,
 * the booking calls of the personal loan (POST /pl/lead/add) and the home loan (POST /lead),
 * and the user's own bookings for booking-done. Booking needs a login (02 §6).
 */
export const bookingRoutes =
  (deps: BookingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const sessionUser = async (request: FastifyRequest) => {
      const actor = await actorOf(deps.auth, request);
      if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
      return actor.user;
    };

    app.get(
      '/api/lead/slots',
      {
        schema: {
          tags,
          operationId: 'leadSlots',
          summary: 'The appointment slots of the next seven days',
          description:
            'Days and two-hour slots (India time) from now: no slot that has started; full slots (the sandbox calendar’s, or booked) are not available',
          querystring: SlotsQuerySchema,
          response: { 200: SlotsResponseSchema, ...errorResponses(422) },
        },
      },
      async () => {
        const now = deps.now();
        const booked = await bookedSlots(deps.db, indiaDate(now));
        return { data: { results: bookingSlots(now, booked) } };
      },
    );

    app.get(
      '/api/booking/offer',
      {
        schema: {
          tags,
          operationId: 'bookingOffer',
          summary: 'The terms of the offer to book',
          description:
            'The lender, amount, rate, fee and tenure of a catalog loan on these terms, priced as its Key Fact Statement',
          querystring: OfferQuerySchema,
          response: { 200: OfferResponseSchema, ...errorResponses(404, 422) },
        },
      },
      async (request) => {
        const { product, instrumentId, ...terms } = request.query;
        const offer = bookedOffer(product, instrumentId, terms);
        if ('status' in offer) throw httpError(offer.status, offer.message);
        return { data: { results: offer } };
      },
    );

    for (const [path, product, operationId] of [
      ['/api/pl/lead/add', 'personal-loan', 'plLeadAdd'],
      ['/api/lead', 'home-loan', 'homeLoanLead'],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            tags,
            operationId,
            summary: `Book an appointment for a ${product.replace('-', ' ')}`,
            description:
              'The booking payload of spec 02 §3.4; the slot is booked once (409 when full or taken)',
            security: SESSION_SECURITY,
            body: BookingPayloadSchema,
            response: { 200: BookingResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
          },
        },
        async (request) => bookLoan(deps, await sessionUser(request), product, request.body),
      );
    }

    app.get(
      '/api/bookings',
      {
        schema: {
          tags,
          operationId: 'myBookings',
          summary: "The user's own loan bookings",
          security: SESSION_SECURITY,
          querystring: BookingsQuerySchema,
          response: { 200: BookingsResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const user = await sessionUser(request);
        const rows = await userBookings(deps.db, user.id, request.query.product);
        return { data: { results: rows.map(bookingView) } };
      },
    );

    app.get(
      '/api/bookings/:id',
      {
        schema: {
          tags,
          operationId: 'myBooking',
          summary: 'One of the user’s own loan bookings',
          security: SESSION_SECURITY,
          params: BookingParamsSchema,
          response: { 200: BookingResponseSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const user = await sessionUser(request);
        const row = await userBooking(deps.db, user.id, request.params.id);
        if (!row) throw httpError(404, 'Booking not found');
        return {
          data: { results: bookingView(row) },
          metadata: { redirect: `booking-done/${row.product}` },
        };
      },
    );
  };
