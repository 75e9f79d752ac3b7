import { maskPan } from '../../http/mask.js';
import type { BureauAnswer, BureauClient, BureauQuery } from './types.js';

/**
 * A journey's pull of the credit report (decision 034): a stage-two answer is confirmed at
 * once, so the answer is never 'stageTwo'. Throws PartnerUnavailable when the bureau is down.
 */
export async function pullConfirmed(
  bureau: BureauClient,
  query: BureauQuery,
  attempt: number,
): Promise<BureauAnswer> {
  const answer = await bureau.pull(query, attempt);
  if (answer.outcome !== 'stageTwo') return answer;
  const ids = { stageOneId: answer.stageOneId, stageTwoId: answer.stageTwoId };
  return bureau.confirm(ids, attempt);
}

/** The query as a call's record keeps it: the PAN masked, no mobile. */
export const maskedQuery = (query: BureauQuery) => ({
  ...query,
  pan: query.pan && maskPan(query.pan),
  mobile: 'XXXXXX',
});
