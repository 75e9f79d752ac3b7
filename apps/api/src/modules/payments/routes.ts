import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError, NOT_ALLOWED, NOT_LOGGED_IN } from '../../http/errors.js';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import { actorOf } from '../auth/session.js';
import type { UserRow } from '../users/data.js';
import { billedTo } from './billedTo.js';
import { confirmPayment, orderStatus, paymentStatus } from './confirmPayment.js';
import type { PaymentsDeps } from './deps.js';
import { initAnswer } from './initAnswer.js';
import { myPayments } from './myPayments.js';
import { receiptPdf } from './receiptPdf.js';
import {
  MyPaymentsResponseSchema,
  OrderParamsSchema,
  PayInitBodySchema,
  PayInitResponseSchema,
  PaymentParamsSchema,
  PayVerifyBodySchema,
  PurchaseResponseSchema,
} from './schemas.js';
import { startPurchase } from './startPurchase.js';

/** The session's user (every payment call needs one); 401 without. */
export const sessionUser = async (
  deps: PaymentsDeps,
  request: FastifyRequest,
): Promise<UserRow> => {
  const actor = await actorOf(deps.auth, request);
  if (!actor.user) throw httpError(401, NOT_LOGGED_IN);
  return actor.user;
};

/** The payment calls (spec 03 §7, decisions 039–041): the user's own purchases only. */
export const paymentRoutes =
  (deps: PaymentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];
    const statusResponses = {
      200: PurchaseResponseSchema,
      ...errorResponses(400, 401, 404, 415, 502),
    };

    app.post(
      '/api/pay/init',
      {
        schema: {
          tags,
          operationId: 'payInit',
          summary: 'Start a payment',
          security: SESSION_SECURITY,
          description:
            "Opens a gateway order for the session's user's purchase of objectType/objectId at the server's price; an amount that differs is refused",
          body: PayInitBodySchema,
          response: { 200: PayInitResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 502) },
        },
      },
      async (request) => {
        const user = await sessionUser(deps, request);
        if (request.body.userId !== user.id) throw httpError(403, NOT_ALLOWED);
        const { objectType, objectId, amount } = request.body;
        const started = await startPurchase(deps, user, {
          objectType,
          objectId,
          amountPaise: amount,
        });
        return initAnswer(user, started);
      },
    );

    app.post(
      '/api/pay/verify',
      {
        schema: {
          tags,
          operationId: 'payVerify',
          summary: "The checkout's callback",
          security: SESSION_SECURITY,
          description:
            "razorpay_order_id, razorpay_payment_id and razorpay_signature from the checkout; the signature is checked over the stored order, the payment's amount at the gateway",
          body: PayVerifyBodySchema,
          response: statusResponses,
        },
      },
      async (request) => ({
        data: {
          results: await confirmPayment(deps, await sessionUser(deps, request), request.body),
        },
      }),
    );

    app.get(
      '/api/pay/orders/:orderId',
      {
        schema: {
          tags,
          operationId: 'payOrderStatus',
          summary: 'An order’s purchase status',
          security: SESSION_SECURITY,
          params: OrderParamsSchema,
          response: statusResponses,
        },
      },
      async (request) => ({
        data: {
          results: await orderStatus(
            deps,
            await sessionUser(deps, request),
            request.params.orderId,
          ),
        },
      }),
    );

    app.get(
      '/api/payments/mine',
      {
        schema: {
          tags,
          operationId: 'myPayments',
          summary: "The session's user's payments and refunds",
          security: SESSION_SECURITY,
          description:
            'Every purchase of the user that took money, newest first, with its receipt path and its refunds (reference, amount, status, timeline; decision 081)',
          response: { 200: MyPaymentsResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => ({
        data: {
          results: {
            payments: await myPayments(deps, (await sessionUser(deps, request)).id),
          },
        },
      }),
    );

    app.get(
      '/api/payments/:paymentId',
      {
        schema: {
          tags,
          operationId: 'paymentStatus',
          summary: 'A payment’s purchase status',
          security: SESSION_SECURITY,
          params: PaymentParamsSchema,
          response: statusResponses,
        },
      },
      async (request) => ({
        data: {
          results: await paymentStatus(
            deps,
            await sessionUser(deps, request),
            request.params.paymentId,
          ),
        },
      }),
    );

    app.get(
      '/api/payments/:paymentId/receipt',
      {
        schema: {
          tags,
          operationId: 'paymentReceipt',
          summary: 'The receipt of a paid purchase (PDF)',
          security: SESSION_SECURITY,
          params: PaymentParamsSchema,
          response: {
            200: z.unknown().describe('application/pdf'),
            ...errorResponses(400, 401, 404, 409, 502),
          },
        },
      },
      async (request, reply) => {
        const user = await sessionUser(deps, request);
        const view = await paymentStatus(deps, user, request.params.paymentId);
        if (view.state !== 'paid' && view.state !== 'fulfilled') {
          throw httpError(409, 'This payment has no receipt');
        }
        const pdf = await receiptPdf(
          view,
          await billedTo(deps, user, view),
          deps.company,
          deps.now(),
        );
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="receipt-${view.payment_id}.pdf"`)
          .send(pdf);
      },
    );
  };
