import { CREDIT_REPORT_MESSAGES, type CreditReportResponse } from '@tara/core';
import type { z } from 'zod';
import { LEAD_NOT_FOUND } from '../../http/errors.js';
import { leadPullPrefill } from '../../partners/bureau/leadPullPrefill.js';
import type { CardCatalog } from '../cards/catalog.js';
import { readLead } from '../leads/data.js';
import type { UserRow } from '../users/data.js';
import { type CreditReportAnswer, type CreditReportDeps, selfPull } from './creditReportService.js';
import { type RecommendedCard, recommendedForUser } from './recommended.js';
import { type LeadPullBodySchema, SelfPullBodySchema } from './schemas.js';

// POST /leads/credit-report/self-pull (spec 01 §7, CR-31; decision 038): the pull made from an
// application. The browser sends no personal details: the server takes them from the lead's
// own answers (the "prefill": pancard, firstname, middlename, lastname, mobile, email), then
// pulls exactly as the self-pull does (the session's user, consent, a verified mobile, the
// daily limit, the same next actions). With `recommendations: true` a found report comes back
// with the cards likely at its score, the chosen issuer's (`providerId`) first.

export type LeadPullAnswer =
  | {
      status: 200;
      body: CreditReportResponse & {
        results: CreditReportResponse['results'] & { recommendations?: RecommendedCard[] };
      };
    }
  | Exclude<CreditReportAnswer, { status: 200 }>;

export async function leadPull(
  deps: CreditReportDeps & { catalog: CardCatalog },
  user: UserRow,
  body: z.output<typeof LeadPullBodySchema>,
): Promise<LeadPullAnswer> {
  // Only the user's own application: staff cannot pull a report for someone else.
  const lead = await readLead(deps.db, body.leadId, { visitorId: null, userId: user.id });
  if (!lead || lead.status === 'abandoned') {
    return { status: 404, body: { errors: [LEAD_NOT_FOUND] } };
  }
  const prefill = leadPullPrefill(lead.answers);
  if (!prefill.pan) {
    return {
      status: 400,
      body: {
        errors: [CREDIT_REPORT_MESSAGES.panMissing],
        fields: { pancard: CREDIT_REPORT_MESSAGES.panMissing },
      },
    };
  }
  // The lead's answers are checked as a self-pull's body would be (one schema for both).
  const parsed = SelfPullBodySchema.safeParse({
    pan: prefill.pan,
    firstName: prefill.firstName,
    middleName: prefill.middleName,
    lastName: prefill.lastName,
    mobile: prefill.mobile ?? user.mobile,
    email: prefill.email,
    stageOneId: body.stageOneId,
    stageTwoId: body.stageTwoId,
    consent: body.consent,
  });
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]),
    );
    return {
      status: 422,
      body: { errors: ['Please complete your application details first'], fields },
    };
  }
  const answer = await selfPull(deps, user, parsed.data);
  if (answer.status !== 200 || !body.recommendations) return answer as LeadPullAnswer;
  const { data } = await recommendedForUser(deps, user.id);
  const chosen = body.providerId;
  // A stable sort: the chosen issuer's cards first, each group in the engine's order.
  const recommendations = [...data.results].sort(
    (a, b) => Number(b.issuer_bank_id === chosen) - Number(a.issuer_bank_id === chosen),
  );
  const found = answer.body as CreditReportResponse;
  return { status: 200, body: { ...found, results: { ...found.results, recommendations } } };
}
