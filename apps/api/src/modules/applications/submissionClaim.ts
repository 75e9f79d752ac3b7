import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { cardApplications } from '../../db/schema.js';
import type { Tx } from '../../db/types.js';
import { STALE_CLAIM_MS } from '../../http/idempotency.js';
import type { IssuerDecision } from '../../partners/issuers/index.js';
import { type ApplicationRow, lockApplication } from './data.js';

// One submission to the issuer in flight or done per lead and card (decision 013). The claim
// is the application row itself (unique on lead and card): 'submitting' while a request is at
// the bank, 'unsent' when it may be sent (again), 'answered' once the issuer decided.

/** What a claim found: the submission is ours now, already answered, or another's at the bank. */
export type SubmissionClaim =
  | { kind: 'claimed'; application: ApplicationRow }
  | { kind: 'answered'; application: ApplicationRow }
  | { kind: 'busy' };

/**
 * Claims the submission of a lead to a card, in the first transaction of an application: the
 * row is created 'submitting' (attempt 1), or an unanswered row that nobody is submitting is
 * taken (one attempt more). A 'submitting' claim older than `STALE_CLAIM_MS` was left by a
 * process that died at the bank and may be taken over. One statement, so two racing
 * transactions cannot both win: the second waits on the row, then sees the first's claim.
 */
export async function claimSubmission(
  tx: Tx,
  row: {
    id: string;
    leadId: string;
    cardId: number;
    providerId: number;
    /** An instant-apply form's applicant (decision 060); null for a journey lead. */
    applicantKey: string | null;
  },
  now: Date,
): Promise<SubmissionClaim> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const [claimed] = await tx
    .insert(cardApplications)
    .values({
      ...row,
      attempts: 1,
      state: 'submitting',
      claimedAt: now,
      meta: {},
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [cardApplications.leadId, cardApplications.cardId],
      set: {
        attempts: sql`${cardApplications.attempts} + 1`,
        state: 'submitting',
        claimedAt: now,
        applicantKey: sql`coalesce(${cardApplications.applicantKey}, excluded.applicant_key)`,
        updatedAt: now,
      },
      setWhere: and(
        isNull(cardApplications.status),
        or(
          ne(cardApplications.state, 'submitting'),
          isNull(cardApplications.claimedAt),
          lt(cardApplications.claimedAt, staleBefore),
        ),
      ),
    })
    .returning();
  if (claimed) return { kind: 'claimed', application: claimed };
  const existing = await lockApplication(tx, row.leadId, row.cardId);
  if (existing?.status != null) return { kind: 'answered', application: existing };
  return { kind: 'busy' };
}

/**
 * Gives a claim back after the issuer could not be reached: the attempt and its failure stay
 * recorded and the submission is 'unsent' again, so a retry may send it. Only the claim this
 * request holds (its attempt number) is given back, never a later one that took it over.
 */
export async function releaseSubmission(
  tx: Tx,
  application: ApplicationRow,
  failure: string,
  now: Date,
): Promise<void> {
  await tx
    .update(cardApplications)
    .set({
      state: 'unsent',
      lastError: failure,
      updatedAt: now,
      meta: {
        ...application.meta,
        lastFailure: { attempt: application.attempts, kind: failure },
      },
    })
    .where(
      and(
        eq(cardApplications.id, application.id),
        eq(cardApplications.state, 'submitting'),
        eq(cardApplications.attempts, application.attempts),
      ),
    );
}

/**
 * Stores the issuer's answer and ends the claim. When the submission was answered meanwhile
 * (a stale claim taken over whose first request came back after all), the first answer
 * stored stands and is returned.
 */
export async function answerSubmission(
  tx: Tx,
  application: ApplicationRow,
  decision: IssuerDecision,
  now: Date,
): Promise<ApplicationRow> {
  const [saved] = await tx
    .update(cardApplications)
    .set({
      state: 'answered',
      status: decision.status,
      referenceId: decision.referenceId,
      declineReason: decision.declineReason,
      providerStatus: decision.providerStatus,
      meta: decision.meta,
      lastError: null,
      updatedAt: now,
    })
    .where(and(eq(cardApplications.id, application.id), isNull(cardApplications.status)))
    .returning();
  const row = saved ?? (await lockApplication(tx, application.leadId, application.cardId));
  if (!row) throw new Error('card application vanished');
  return row;
}
