import type { EnachCallbackResponse, Fits } from '@tara/core/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import { errorResponses, safeText } from '../../http/schemas.js';
import { IDFC_CALL } from '../../partners/idfc/types.js';
import { findMandate, type MandateWaitingCall } from './data.js';
import { checkEnachSignature, ENACH_SIGNATURE_HEADER } from './signature.js';

/** The bank's e-mandate callback (exempt from the Origin check: http/security.ts). */
export const ENACH_CALLBACK_PATH = '/api/callbacks/enach';

/** What the bank said of a mandate, for the call runner to settle the waiting call with. */
export interface MandateResult {
  /** The call waiting on the mandate: idfc.enach (business loan) or nacl.enach (credit line). */
  call: MandateWaitingCall;
  externalRef: string;
  outcome: 'registered' | 'declined';
}

/**
 * Settles the waiting call (the integrator wires the runner's settleWaitingCall). It may be
 * called twice for one mandate (the bank repeats itself): a second arrival must change
 * nothing. Throwing makes the callback answer 5xx, so the bank tries again later.
 */
export type MandateResultHook = (result: MandateResult) => Promise<void>;

export const EnachCallbackBodySchema = z.object({
  mandateId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid mandate id'),
  status: z.enum(['REGISTERED', 'DECLINED']),
  /** The bank's reason for a decline (kept out of logs; not shown to the user as is). */
  reason: safeText(200).optional(),
  /** The mandate's registration number at NPCI, when registered. */
  umrn: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/)
    .optional(),
  at: z.iso.datetime({ offset: true }).optional(),
});

const EnachCallbackResponseSchema = z.object({
  data: z.object({ results: z.object({ received: z.literal(true) }) }),
});

/**
 * POST /api/callbacks/enach: the sponsor bank's word on a mandate, server to server. The
 * signature (HMAC-SHA256 of the raw body, ENACH_CALLBACK_SECRET) is checked before the body is
 * even validated: 401 without one, 403 with a wrong one. The same callback twice is answered
 * 200 twice; the runner settles the call once.
 */
export const enachCallbackRoutes =
  (deps: {
    db: DbOrTx;
    secret: string;
    onMandateResult: MandateResultHook;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ENACH_CALLBACK_PATH,
      {
        bodyLimit: 8 * 1024,
        preValidation: async (request) => {
          const signature = request.headers[ENACH_SIGNATURE_HEADER];
          const check = checkEnachSignature(deps.secret, request.rawBody ?? '', signature);
          if (check === 'missing') throw httpError(401, 'Signature required');
          if (check === 'bad') throw httpError(403, 'Signature does not match');
        },
        schema: {
          tags: ['callbacks'],
          operationId: 'enachCallback',
          summary: "The bank's e-mandate result",
          description:
            'Server-to-server: the sponsor bank says whether a mandate was registered or declined. Signed with HMAC-SHA256 of the body in the x-enach-signature header (sha256=<hex>).',
          body: EnachCallbackBodySchema,
          response: {
            200: EnachCallbackResponseSchema,
            ...errorResponses(400, 401, 403, 413, 415, 422),
          },
        },
      },
      async (request) => {
        const { mandateId, status } = request.body;
        // The mandate's own waiting call; an unknown mandate is handed on as idfc.enach's
        // (the settle finds nothing and changes nothing).
        const mandate = await findMandate(deps.db, mandateId);
        await deps.onMandateResult({
          call: mandate?.waitingCall ?? IDFC_CALL.enach,
          externalRef: mandateId,
          outcome: status === 'REGISTERED' ? 'registered' : 'declined',
        });
        return { data: { results: { received: true as const } } };
      },
    );
  };

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof EnachCallbackResponseSchema>, EnachCallbackResponse>,
] = [true];
