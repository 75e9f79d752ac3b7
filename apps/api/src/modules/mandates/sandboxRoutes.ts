import { partyById } from '@tara/core/catalog';
import type { Fits, SandboxMandateDecisionResponse } from '@tara/core/contract';
import { documentPartiesOf } from '@tara/core/products';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import { isLoopbackCaller } from '../../http/loopback.js';
import { errorResponses } from '../../http/schemas.js';
import { idfcSandboxScenario } from '../../partners/idfc/sandboxRules.js';
import { ifscBranches } from '../catalog/data.js';
import { findLead } from '../leads/data.js';
import { ENACH_CALLBACK_PATH } from './callbackRoutes.js';
import { findMandate } from './data.js';
import { ENACH_ASSETS, ENACH_PAGE_CSS, ENACH_PAGE_JS, enachPageHtml } from './sandboxPage.js';
import { ENACH_SIGNATURE_HEADER, signEnachCallback } from './signature.js';

/** How long the late callback of the sandbox table (₹2,85,000) takes by default. */
export const DEFAULT_LATE_CALLBACK_MS = 5000;

export interface EnachSandboxDeps {
  db: Db;
  now: () => Date;
  /** The key the callback is signed with: the one the callback route checks. */
  secret: string;
  lateCallbackMs?: number;
}

const ParamsSchema = z.object({ mandateId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
const DecisionBodySchema = z.object({ decision: z.enum(['approve', 'decline']) });
const DecisionResponseSchema = z.object({
  data: z.object({
    results: z.object({
      status: z.enum(['REGISTERED', 'DECLINED']),
      callback: z.enum(['delivered', 'scheduled']),
      message: z.string(),
    }),
  }),
});

/**
 * The sandbox sponsor bank (decision 022): GET /api/sandbox/enach/:mandateId is the page the
 * SMS link opens; choosing posts the signed callback to POST /api/callbacks/enach as the bank
 * would (through the whole request pipeline, in process). Registered only outside production
 * and answered only to a caller on this machine, like the SMS outbox; anybody else gets the
 * 404 of a route that does not exist.
 */
export const enachSandboxRoutes =
  (deps: EnachSandboxDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const late = new Set<NodeJS.Timeout>();
    // No late callback once the app begins to close (it would post to a closing app).
    app.addHook('preClose', async () => {
      for (const t of late) clearTimeout(t);
    });
    const onlyHere = async (request: Parameters<typeof isLoopbackCaller>[0]) => {
      if (!isLoopbackCaller(request)) throw httpError(404, 'Not found');
    };

    app.get(
      `${ENACH_ASSETS}/page.js`,
      { schema: { hide: true }, onRequest: onlyHere },
      (_, reply) => reply.type('text/javascript; charset=utf-8').send(ENACH_PAGE_JS),
    );
    app.get(
      `${ENACH_ASSETS}/page.css`,
      { schema: { hide: true }, onRequest: onlyHere },
      (_, reply) => reply.type('text/css; charset=utf-8').send(ENACH_PAGE_CSS),
    );

    app.get(
      '/api/sandbox/enach/:mandateId',
      { schema: { hide: true, params: ParamsSchema }, onRequest: onlyHere },
      async (request, reply) => {
        const mandate = await findMandate(deps.db, request.params.mandateId);
        if (!mandate) throw httpError(404, 'Not found');
        const ifsc = String(mandate.details.bankIfscCode ?? '');
        const bankName = ifscBranches().find(ifsc)?.bankName ?? null;
        const lead = await findLead(deps.db, mandate.leadId);
        // The page names the lender only: the marketplace is its brand here.
        const parties = lead && documentPartiesOf(lead.journey, 'mandate', partyById('tara'));
        return reply
          .type('text/html; charset=utf-8')
          .send(enachPageHtml(mandate, bankName, parties ?? null));
      },
    );

    app.post(
      '/api/sandbox/enach/:mandateId/decision',
      {
        onRequest: onlyHere,
        schema: {
          tags: ['sandbox'],
          operationId: 'sandboxEnachDecision',
          summary: 'Approve or decline a sandbox e-mandate',
          description:
            "The sandbox bank's page posts the applicant's choice; the bank then calls POST /api/callbacks/enach",
          params: ParamsSchema,
          body: DecisionBodySchema,
          response: {
            200: DecisionResponseSchema,
            ...errorResponses(400, 403, 404, 415, 422, 502),
          },
        },
      },
      async (request) => {
        const { mandateId } = request.params;
        const mandate = await findMandate(deps.db, mandateId);
        if (!mandate) throw httpError(404, 'Not found');
        const scenario = idfcSandboxScenario(Number(mandate.details.loanAmount));
        const registered = request.body.decision === 'approve' && scenario !== 'rejectAt39';
        const status: 'REGISTERED' | 'DECLINED' = registered ? 'REGISTERED' : 'DECLINED';
        const body = JSON.stringify({
          mandateId,
          status,
          ...(registered
            ? { umrn: `SBOX${mandateId.replace(/\W/g, '').slice(-16)}` }
            : { reason: 'Declined at the bank' }),
          at: deps.now().toISOString(),
        });
        const message = registered
          ? 'Mandate approved. You can go back to your application.'
          : 'Mandate declined. You can go back to your application.';
        if (scenario === 'callbackLate') {
          const timer = setTimeout(() => {
            late.delete(timer);
            deliver(app, deps.secret, body).catch((error: unknown) => {
              app.log.warn(
                { mandateId, error: String(error) },
                'sandbox e-mandate callback failed',
              );
            });
          }, deps.lateCallbackMs ?? DEFAULT_LATE_CALLBACK_MS);
          late.add(timer);
          return { data: { results: { status, callback: 'scheduled' as const, message } } };
        }
        const times = scenario === 'callbackTwice' ? 2 : 1;
        for (let i = 0; i < times; i++) {
          const code = await deliver(app, deps.secret, body);
          if (code !== 200) throw httpError(502, `The merchant answered the callback with ${code}`);
        }
        return { data: { results: { status, callback: 'delivered' as const, message } } };
      },
    );
  };

/** Posts the signed callback to our own endpoint, as the bank's server would. */
async function deliver(app: FastifyInstance, secret: string, body: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: ENACH_CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      [ENACH_SIGNATURE_HEADER]: signEnachCallback(secret, body),
    },
    payload: body,
  });
  return res.statusCode;
}

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof DecisionResponseSchema>, SandboxMandateDecisionResponse>,
] = [true];
