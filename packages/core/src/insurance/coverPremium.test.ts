import { describe, expect, it } from 'vitest';
import { COVER_NOT_SOLD, coverPremium, PLAN_NOT_OF_COVER } from './coverPremium.js';

const today = new Date('2026-11-21T00:00:00Z');

describe('coverPremium (get_updated_premium, decision 054)', () => {
  it("prices the plan with its GST split; the group policy's plan when none is asked", () => {
    const a = coverPremium({ cover: 'dengue-malaria-voluntary', planId: '502' }, today);
    expect(a).toMatchObject({ ok: true, plan: { planId: 502 }, ageProblem: null });
    if (!a.ok) throw new Error('priced');
    // The voluntary variant is the buyer's own health cover: GST exempt (decision 075).
    expect(a.premium).toMatchObject({ totalPaise: 300_00, gstPaise: 0, ratePercent: 0 });
    expect(a.variant.hospicash).toBe(false);
    const group = coverPremium({ cover: 'insurance/group-personal-accident' }, today);
    expect(group).toMatchObject({ ok: true, plan: { planId: 401, premiumPaise: 447_00 } });
    // The group policy carries 18 %.
    expect(group).toMatchObject({
      premium: { basePaise: 378_81, gstPaise: 68_19, ratePercent: 18 },
    });
  });

  it('keeps the premium whatever the age, and says when the age is outside the range', () => {
    const young = coverPremium({ cover: 'hospicash', planId: 601, birthYear: 1990 }, today);
    const old = coverPremium({ cover: 'hospicash', planId: 601, birthYear: 1959 }, today);
    if (!young.ok || !old.ok) throw new Error('priced');
    expect(old.premium).toEqual(young.premium);
    expect(old.ageProblem).toBe('Maximum entry age 66');
    const accident = coverPremium({ cover: 'group-personal-accident', birthYear: 1960 }, today);
    expect(accident).toMatchObject({ ok: true, ageProblem: 'Maximum entry age 65' });
  });

  it("refuses an unknown cover and another product's plan", () => {
    expect(coverPremium({ cover: 'term-insurance', planId: 301 }, today)).toEqual({
      ok: false,
      field: 'cover',
      message: COVER_NOT_SOLD,
    });
    expect(coverPremium({ cover: 'dengue-malaria-voluntary', planId: 602 }, today)).toEqual({
      ok: false,
      field: 'planId',
      message: PLAN_NOT_OF_COVER,
    });
    expect(coverPremium({ cover: 'dengue-malaria-voluntary' }, today)).toMatchObject({ ok: false });
    expect(coverPremium({ cover: 'dengue-malaria', planId: 503 }, today)).toMatchObject({
      ok: false,
      field: 'planId',
    });
  });
});
