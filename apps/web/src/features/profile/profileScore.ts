import type { CreditReportResponse } from '@tara/core/contract';
import { scoreLevelOf } from '@tara/core/creditReport';
import { formatDate } from '@tara/core/format';
import { ApiError } from '../../api/ApiError';
import type { Load } from '../../lib/useLoad';

// The score at the top of the profile's home (decision 076): a successful self-pull ends on
// /profile/my-home (spec 01 §4, CR-19 and PROF-03), so that page shows the score just fetched, not only a menu.

export type ProfileScore =
  | { kind: 'loading' }
  /** No report fetched yet (the API's 404). */
  | { kind: 'none' }
  | { kind: 'failed' }
  | {
      kind: 'score';
      /** Null: the bureau holds too little history to score. */
      score: number | null;
      /** The level's words, e.g. 'Excellent (751–900)'. */
      level: string;
      /** 'Fetched DD/MM/YYYY'. */
      fetched: string;
    };

/** What the profile's home shows of the latest report's load. */
export function profileScore(load: Load<CreditReportResponse>): ProfileScore {
  if (load.status === 'loading') return { kind: 'loading' };
  if (load.status === 'error') {
    return load.error instanceof ApiError && load.error.status === 404
      ? { kind: 'none' }
      : { kind: 'failed' };
  }
  const { report_json: report, pulled_at: pulledAt } = load.data.results;
  const score = report.score;
  return {
    kind: 'score',
    score,
    level: score === null ? 'No score yet' : scoreLevelOf(score).text,
    fetched: `Fetched ${formatDate(pulledAt)}`,
  };
}
