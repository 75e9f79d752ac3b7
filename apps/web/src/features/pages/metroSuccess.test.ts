import { MEMBERSHIP_TERMS_PATH, METRO_ELIGIBILITY_CALL, METRO_TERMS_PATH } from '@tara/core';
import type { LeadView } from '@tara/core/contract';
import { describe, expect, it } from 'vitest';
import { METRO_TERMS_HREF } from './metroLinks';
import { METRO_ELIGIBILITY, metroSuccess } from './metroSuccess';
import { METRO_TERMS } from './metroTerms';

const lead = (over: Partial<LeadView> = {}): LeadView =>
  ({
    lead_id: 'a1b2c3d4-0000-4000-8000-000000000000',
    journey: 'metro',
    status: 'complete',
    current: null,
    last_loc: 'metro-stc/success',
    answers: {
      firstname: 'Asha',
      mobile: '9876543210',
      pincode: '400001',
      city: { id: 1, name: 'Mumbai' },
      metroCardNumber: '12-345678',
    },
    calls: {
      [METRO_ELIGIBILITY_CALL]: {
        step: 'step5',
        outcome: 'eligible',
        facts: { cardLast4: '7801', holderLevel: '01' },
      },
    },
    ...over,
  }) as LeadView;

describe('metroSuccess', () => {
  it('reads the call core names', () => {
    expect(METRO_ELIGIBILITY).toBe(METRO_ELIGIBILITY_CALL);
  });

  it('shows a finished lead’s facts, masked', () => {
    const view = metroSuccess(lead());
    expect(view).toEqual({
      kind: 'done',
      name: 'Asha',
      rows: [
        { label: 'METRO card', value: 'Ending 7801' },
        { label: 'Card holder number', value: '01' },
        { label: 'Mobile', value: 'XXXXXX3210' },
        { label: 'Business pincode', value: '400001, Mumbai' },
        { label: 'Reference', value: 'A1B2C3D4' },
      ],
    });
    expect(JSON.stringify(view)).not.toContain('9876543210');
    expect(JSON.stringify(view)).not.toContain('345678');
  });

  it('sends an unfinished lead back to its step, and knows when there is none', () => {
    expect(metroSuccess(lead({ status: 'incomplete', last_loc: 'metro/step5' }))).toEqual({
      kind: 'unfinished',
      resume: '/metro/step5',
    });
    expect(metroSuccess(null)).toEqual({ kind: 'none' });
    expect(metroSuccess(lead({ status: 'exited' }))).toEqual({ kind: 'none' });
  });
});

describe('METRO_TERMS', () => {
  it('is the page the metro journey’s terms box links to; the membership has its own (064)', () => {
    expect(METRO_TERMS_HREF).toBe(METRO_TERMS_PATH);
    expect(MEMBERSHIP_TERMS_PATH).not.toBe(METRO_TERMS_HREF);
  });

  it('holds the eight terms, the last naming the city of the courts', () => {
    expect(METRO_TERMS).toHaveLength(8);
    expect(METRO_TERMS[7]).toContain('Bengaluru');
  });
});
