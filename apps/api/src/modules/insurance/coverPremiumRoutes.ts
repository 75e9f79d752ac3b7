import {
  type CoverVariant,
  coverPremium,
  coverVariantOf,
  insurerName,
  PERSON_COVER_VARIANTS,
  premiumWithGstText,
  singleCover,
} from '@tara/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import type { Mailer } from '../../partners/mailer/types.js';
import type { AuthDeps } from '../auth/deps.js';
import type { RateRule } from '../auth/policy.js';
import { countHit, rateKey, refuseWhenLimited } from '../auth/rateLimit.js';
import { coverBrochurePdf } from './coverBrochurePdf.js';
import {
  BrochureBodySchema,
  BrochureParamsSchema,
  BrochureResponseSchema,
  UpdatedPremiumBodySchema,
  UpdatedPremiumResponseSchema,
} from './coverPremiumSchemas.js';

export const BROCHURE_NOT_FOUND = 'We could not find this brochure.';
export const BROCHURE_SUBJECT = 'Your insurance covers brochure';
/** All the person covers' brochure. */
const ALL = 'covers';
/** A visitor may have the brochure e-mailed this often (per IP, per address). */
const BROCHURE_LIMIT: RateRule = { limit: 5, windowSeconds: 3600 };

export interface CoverPremiumDeps {
  auth: AuthDeps;
  now: () => Date;
  /** Sends the e-mail brochure (the sandbox's records it only); none: no e-mail route. */
  mailer: Mailer | null;
}

/** The covers of a brochure slug: one cover's, or all of them ('covers'); null: none. */
function brochureCovers(slug: string): CoverVariant[] | null {
  if (slug === ALL) return [...PERSON_COVER_VARIANTS];
  const one = coverVariantOf(slug);
  return one ? [one] : null;
}

/**
 * The person covers' calls (spec 03 §7, decision 054): POST /insurances/get_updated_premium
 * (asked again whenever the plan or the date of birth changes; the premium never depends on
 * the age, which only decides whether the plan can be sold) and the e-mail brochure (POST
 * /store/singapore_global_fest_data), whose `results.link` is the brochure PDF.
 */
export const coverPremiumRoutes =
  (deps: CoverPremiumDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['insurance'];
    app.post(
      '/api/insurances/get_updated_premium',
      {
        schema: {
          tags,
          operationId: 'insuranceUpdatedPremium',
          summary: "A person cover's premium for a plan and an age",
          description:
            "400 'This cover is not available.', 'Please choose one of the plans of this cover.', or the entry-age message ('Minimum age 18', 'Maximum entry age 66')",
          body: UpdatedPremiumBodySchema,
          response: { 200: UpdatedPremiumResponseSchema, ...errorResponses(400, 415, 422) },
        },
      },
      async (request) => {
        const { prettyName, plan_id, dob } = request.body;
        const answer = coverPremium(
          {
            cover: prettyName,
            planId: plan_id ?? null,
            birthYear: dob ? Number(dob.slice(0, 4)) : null,
          },
          deps.now(),
        );
        if (!answer.ok) throw httpError(400, answer.message);
        if (answer.ageProblem) throw httpError(400, answer.ageProblem);
        const { variant, plan, premium } = answer;
        return {
          data: {
            results: {
              cover: variant.slug,
              product_name: singleCover(variant.product).name,
              insurer_name: insurerName(singleCover(variant.product).insurer),
              plan_id: plan.planId,
              sum_insured_paise: plan.sumInsuredPaise,
              premium_paise: premium.totalPaise,
              taxable_paise: premium.basePaise,
              gst_paise: premium.gstPaise,
              gst_rate_percent: premium.ratePercent,
              premium_text: premiumWithGstText(plan, { journey: variant.slug }),
              voluntary: variant.voluntary,
              hospicash: variant.hospicash,
            },
          },
        };
      },
    );

    const { mailer } = deps;
    if (mailer) {
      app.post(
        '/api/store/singapore_global_fest_data',
        {
          schema: {
            tags,
            operationId: 'insuranceBrochureEmail',
            summary: 'E-mail the covers brochure',
            description:
              '{email, prettyName?}: e-mails the brochure (the sandbox mailer only records it) and answers its link; 429 after 5 an hour',
            body: BrochureBodySchema,
            response: { 200: BrochureResponseSchema, ...errorResponses(400, 415, 422, 429) },
          },
        },
        async (request) => {
          const { email, prettyName } = request.body;
          const slug = prettyName ?? ALL;
          const covers = brochureCovers(slug);
          if (!covers) throw httpError(400, BROCHURE_NOT_FOUND);
          const now = deps.now();
          for (const key of [rateKey('brochure-ip', request.ip), rateKey('brochure-to', email)]) {
            refuseWhenLimited(await countHit(deps.auth.db, key, BROCHURE_LIMIT, now));
          }
          const pdf = await coverBrochurePdf(covers, now);
          await mailer.send({
            to: email,
            subject: BROCHURE_SUBJECT,
            text: 'The covers, their plans and premiums (GST included) are in the attached brochure.',
            attachments: [
              { filename: 'insurance-covers.pdf', contentType: 'application/pdf', content: pdf },
            ],
          });
          return {
            data: { results: { link: `/api/insurances/brochure/${slug}`, emailed: true as const } },
          };
        },
      );
    }

    app.get(
      '/api/insurances/brochure/:slug',
      {
        schema: {
          tags,
          operationId: 'insuranceBrochure',
          summary: 'The covers brochure (PDF)',
          description:
            "A cover's slug, or 'covers' for all; 404 'We could not find this brochure.'",
          params: BrochureParamsSchema,
          response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(404, 422) },
        },
      },
      async (request, reply) => {
        const covers = brochureCovers(request.params.slug);
        if (!covers) throw httpError(404, BROCHURE_NOT_FOUND);
        const pdf = await coverBrochurePdf(covers, deps.now());
        return reply
          .type('application/pdf')
          .header('content-disposition', 'inline; filename="insurance-covers.pdf"')
          .send(pdf);
      },
    );
  };
