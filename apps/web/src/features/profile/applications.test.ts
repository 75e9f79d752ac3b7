import type { LeadView } from '@tara/core/contract';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_JOURNEYS,
  applicationTitle,
  resumePath,
  splitApplications,
} from './applications';

function lead(over: Partial<LeadView>): LeadView {
  return {
    lead_id: 'lead-1',
    journey: 'credit-cards/sbi',
    version: 1,
    answers: {},
    history: ['step1'],
    current: 'step2',
    last_loc: 'credit-cards/sbi/step2',
    progress: 12.4,
    status: 'incomplete',
    pending: null,
    calls: {},
    mobile_verified: false,
    exit: null,
    created_at: '2026-11-01T05:00:00.000Z',
    updated_at: '2026-11-02T20:00:00.000Z',
    ...over,
  };
}

describe('splitApplications', () => {
  it('lists the leads found, unfinished and finished apart, the latest saved first', () => {
    const result = splitApplications([
      lead({ lead_id: 'a', updated_at: '2026-11-02T10:00:00.000Z' }),
      null,
      lead({
        lead_id: 'b',
        journey: 'credit-cards/hdfc',
        status: 'complete',
        progress: 100,
        current: null,
        last_loc: 'credit-card/offers',
      }),
      lead({ lead_id: 'c', journey: 'credit-cards/rbl', updated_at: '2026-11-05T10:00:00.000Z' }),
    ]);
    expect(result.inProgress.map((a) => a.leadId)).toEqual(['c', 'a']);
    expect(result.complete).toEqual([
      expect.objectContaining({
        leadId: 'b',
        title: 'HDFC Bank credit card',
        progress: 100,
        resumeTo: '/credit-card/offers',
      }),
    ]);
  });

  it('shows dates as DD/MM/YYYY in India and progress as a whole percent', () => {
    const [app] = splitApplications([lead({})]).inProgress;
    expect(app).toMatchObject({
      title: 'SBI Card credit card',
      started: '01/11/2026',
      updated: '03/11/2026', // 20:00 UTC is past midnight in India
      progress: 12,
      resumeTo: '/credit-cards/sbi/step2',
    });
  });

  it('is empty when no journey has a lead', () => {
    expect(splitApplications([null, null])).toEqual({ inProgress: [], complete: [] });
  });
});

describe('resumePath', () => {
  it('leads from the root of the app', () => {
    expect(resumePath('credit-cards/sbi/step7')).toBe('/credit-cards/sbi/step7');
    expect(resumePath('/credit-cards/sbi/step7')).toBe('/credit-cards/sbi/step7');
  });

  it('never leads out of the app', () => {
    expect(resumePath('https://evil.example/x')).toBe('/');
    expect(resumePath('javascript:alert(1)')).toBe('/');
    expect(resumePath('//evil.example')).toBe('/evil.example');
    expect(resumePath('\\\\evil.example')).toBe('/');
    expect(resumePath('')).toBe('/');
  });
});

describe('journeys', () => {
  it('names every card journey by its issuer', () => {
    expect(APPLICATION_JOURNEYS).toContain('credit-cards/amex');
    expect(applicationTitle('credit-cards/amex')).toBe('American Express credit card');
    // A journey not (yet) registered is named by its prefix.
    expect(applicationTitle('home-loan')).toBe('home-loan');
  });
});
