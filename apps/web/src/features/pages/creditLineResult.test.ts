import type { LeadView } from '@tara/core/contract';
import { describe, expect, it } from 'vitest';
import { offersOf, resultJourney, resultKind } from './creditLineResult';

const lead = (over: Partial<LeadView>): LeadView =>
  ({
    lead_id: 'l1',
    journey: 'credit-line',
    version: 1,
    answers: {},
    history: [],
    current: 'step12.1',
    last_loc: 'credit-line/step12.1',
    progress: 60,
    status: 'incomplete',
    pending: null,
    calls: {},
    mobile_verified: true,
    exit: null,
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...over,
  }) as LeadView;

describe('the credit line results (decision 037)', () => {
  it('reads :q as the credit line’s slug, registered ones only', () => {
    const prefixes = ['credit-line', 'credit-line/nacl'];
    expect(resultJourney(undefined, prefixes)).toBe('credit-line');
    expect(resultJourney('NACL', prefixes)).toBe('credit-line/nacl');
    expect(resultJourney('../user', prefixes)).toBe('credit-line');
  });

  it('lets the lead decide over the route’s code', () => {
    expect(resultKind('approved', lead({ status: 'complete', current: null }), false)).toBe(
      'approved',
    );
    const rejected = lead({
      status: 'exited',
      exit: { name: 'rejected', step: 'step9', message: 'x' },
    });
    expect(resultKind('approved', rejected, false)).toBe('rejected');
    const declined = lead({
      status: 'exited',
      exit: { name: 'mandateFailed', step: 'step12.1', message: 'x' },
    });
    expect(resultKind(undefined, declined, false)).toBe('error');
    const waiting = lead({
      pending: { step: 'step11.7', call: 'nacl.cbEligibility' } as LeadView['pending'],
    });
    expect(resultKind('approved', waiting, false)).toBe('review');
    expect(resultKind('approved', lead({}), false)).toBe('review');
    expect(resultKind(undefined, lead({}), true)).toBe('error');
  });

  it('without a lead: the kept failure, else no application (a typed code reports nothing)', () => {
    expect(resultKind('rejected', null, false)).toBe('none');
    expect(resultKind('approved', null, false)).toBe('none');
    expect(resultKind('review', null, false)).toBe('none');
    expect(resultKind(undefined, null, true)).toBe('error');
    expect(resultKind('nonsense', null, false)).toBe('none');
  });

  it('lists every offer with its terms in Indian formats, fees included', () => {
    const calls: LeadView['calls'] = {
      'nacl.validatePan': { step: 'step1', outcome: 'valid', facts: {} },
      'nacl.cbEligibility': {
        step: 'step11.7',
        outcome: 'offered',
        facts: { offeredAmountPaise: 15_000_000, interestRateBps: 2400, tenureMonths: 18 },
      },
    };
    expect(offersOf(lead({ calls }))).toEqual([
      {
        call: 'nacl.cbEligibility',
        limit: '₹1,50,000',
        tenure: '18 months',
        rate: '24\u00a0% a year',
        fees: 'No processing fee',
      },
    ]);
    const withFee = {
      ...calls['nacl.cbEligibility'],
      facts: { offeredAmountPaise: 5_000_000, interestRateBps: 1850, processingFeePaise: 99_900 },
    } as LeadView['calls'][string];
    expect(offersOf(lead({ calls: { x: withFee } }))[0]).toMatchObject({
      limit: '₹50,000',
      tenure: null,
      rate: '18.5\u00a0% a year',
      fees: '₹999 processing fee',
    });
    expect(offersOf(null)).toEqual([]);
  });
});
