import type { CompanyIdentity } from '@tara/core/company';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses, safeText } from '../../http/schemas.js';
import { ownerOf } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { leadForActor } from '../documents/access.js';
import { type LeadRow, latestLead } from '../leads/data.js';
import type { LeadDeps } from '../leads/service.js';
import { agreementPdf } from './agreementPdf.js';
import { loanPapersOf } from './loanPapers.js';
import { nachFormPdf } from './nachForm.js';

/** The business-loan journey whose current lead the spec's e-agreement call reads. */
export const IDFC_BUSINESS_LOAN = 'business-loan/idfc';

const pdfResponse = {
  200: z.unknown().describe('application/pdf'),
  ...errorResponses(404, 409, 422),
};

/** The physical NACH form, to print and sign: downloaded. */
const NACH_FORM = {
  file: 'nach-form.pdf',
  operationId: 'loanNachForm',
  summary: 'Download the pre-filled physical NACH mandate form',
  description:
    "The lead's NACH form to print and sign, in its lender's name (owner or staff; a loan or credit-line lead's only)",
  papers: 'nachForm',
  pdf: nachFormPdf,
  name: 'nach-mandate.pdf',
  disposition: 'attachment',
} as const;

/** The loan agreement with its Key Fact Statement: shown in the browser. */
const AGREEMENT = {
  file: 'agreement.pdf',
  operationId: 'loanAgreement',
  summary: 'Download the loan agreement with its Key Fact Statement',
  description:
    "The lead's agreement and KFS, in its lender's name (owner or staff; a loan or credit-line lead's only)",
  papers: 'agreement',
  pdf: agreementPdf,
  name: 'loan-agreement.pdf',
  disposition: 'inline',
} as const;

type LeadDocument = typeof NACH_FORM | typeof AGREEMENT;

/**
 * The two generated loan documents (decision 024): the pre-filled physical NACH form and the
 * loan agreement with its Key Fact Statement, of any loan product whose lead it is (the
 * business loan, both credit lines), naming that product's lender and purpose (decision 069);
 * a lead of a product without them is 404. Only the lead's owner or staff; no-store.
 */
export const loanDocumentRoutes =
  (deps: LeadDeps, company: CompanyIdentity): FastifyPluginAsyncZod =>
  async (app) => {
    const sendDocument = async (reply: FastifyReply, lead: LeadRow, document: LeadDocument) => {
      const pdf = await document.pdf(loanPapersOf(lead, document.papers, company), deps.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `${document.disposition}; filename="${document.name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    };

    const leadParams = z.object({ leadId: safeText(100) });

    for (const document of [NACH_FORM, AGREEMENT]) {
      app.get(
        `/api/leads/:leadId/documents/${document.file}`,
        {
          schema: {
            tags: ['loans'],
            operationId: document.operationId,
            summary: document.summary,
            security: COOKIE_SECURITY,
            description: document.description,
            params: leadParams,
            response: pdfResponse,
          },
        },
        async (request, reply) => {
          const lead = await leadForActor(
            deps.db,
            request.params.leadId,
            await actorOf(deps.auth, request),
          );
          if (!lead || lead.status === 'abandoned') throw httpError(404, LEAD_NOT_FOUND);
          return sendDocument(reply, lead, document);
        },
      );
    }

    app.get(
      '/api/third-party/loans/idfc/e-agreement',
      {
        schema: {
          tags: ['loans'],
          operationId: 'idfcEAgreement',
          summary: "The e-agreement of the caller's current business loan",
          security: COOKIE_SECURITY,
          description:
            'The loan agreement with its Key Fact Statement for the current business-loan/idfc lead of this visitor or user',
          response: pdfResponse,
        },
      },
      async (request, reply) => {
        const owner = ownerOf(await actorOf(deps.auth, request));
        const lead = await latestLead(deps.db, owner, IDFC_BUSINESS_LOAN);
        if (!lead) throw httpError(404, LEAD_NOT_FOUND);
        return sendDocument(reply, lead, AGREEMENT);
      },
    );
  };
