import type { CreditReportResponse } from '@tara/core/contract';
import type { CreditReport } from '@tara/core/creditReport';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { profileScore } from './profileScore';

const report = (score: number | null): CreditReport => ({
  bureau: 'experian',
  reportId: 'R1',
  generatedOn: '2026-11-28',
  score,
  accounts: [],
  enquiries: [],
});

const pulled = (score: number | null): CreditReportResponse => ({
  results: { report_json: report(score), pulled_at: '2026-11-28T06:30:00Z', message: '' },
  metadata: { next_action: 1 },
});

describe('profileScore (the score where a self-pull ends, decision 076)', () => {
  it('shows the score just fetched, its level and its date', () => {
    expect(profileScore({ status: 'ready', data: pulled(782) })).toEqual({
      kind: 'score',
      score: 782,
      level: 'Excellent (751–900)',
      fetched: 'Fetched 28/11/2026',
    });
    expect(profileScore({ status: 'ready', data: pulled(null) })).toMatchObject({
      kind: 'score',
      score: null,
      level: 'No score yet',
    });
  });

  it('asks for a first pull when there is no report, and says so when loading fails', () => {
    expect(profileScore({ status: 'loading' })).toEqual({ kind: 'loading' });
    expect(profileScore({ status: 'error', error: new ApiError(404, ['none']) })).toEqual({
      kind: 'none',
    });
    expect(profileScore({ status: 'error', error: new ApiError(503, ['down']) })).toEqual({
      kind: 'failed',
    });
  });
});
