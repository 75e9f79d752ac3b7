import { describe, expect, it } from 'vitest';
import {
  CHILD_MINIMUM_AGE,
  GROUP_HEALTH_MEMBERS,
  insuredMembers,
  memberAge,
  memberAgeProblem,
  membersProblem,
  TOO_MANY_CHILDREN,
} from './groupHealthMembers.js';

const TODAY = new Date('2026-11-21T00:00:00Z');

describe('GROUP_HEALTH_MEMBERS', () => {
  it('fixes self and lets spouse and children be removed; children are counted', () => {
    expect(GROUP_HEALTH_MEMBERS.self).toMatchObject({ removable: false, minAge: 18, maxAge: 65 });
    expect(GROUP_HEALTH_MEMBERS.spouse).toMatchObject({ removable: true, minAge: 18, maxAge: 65 });
    for (const kind of ['son', 'daughter'] as const) {
      expect(GROUP_HEALTH_MEMBERS[kind]).toMatchObject({
        removable: true,
        counted: true,
        minAge: 0.25,
        maxAge: 25,
      });
    }
  });
});

describe('memberAgeProblem', () => {
  for (const kind of ['self', 'spouse'] as const) {
    it(`${kind}: 18 to 65, both sides of each limit`, () => {
      expect(memberAgeProblem(kind, 17)).toBe('Minimum age 18');
      expect(memberAgeProblem(kind, 18)).toBeNull();
      expect(memberAgeProblem(kind, 65)).toBeNull();
      expect(memberAgeProblem(kind, 66)).toBe('Maximum entry age 65');
    });
  }

  for (const kind of ['son', 'daughter'] as const) {
    it(`${kind}: three months to 25, both sides of each limit`, () => {
      expect(memberAgeProblem(kind, 2 / 12)).toBe(CHILD_MINIMUM_AGE);
      expect(memberAgeProblem(kind, 0.25)).toBeNull();
      expect(memberAgeProblem(kind, 25)).toBeNull();
      expect(memberAgeProblem(kind, 26)).toBe('Maximum entry age 25');
    });
  }
});

describe('memberAge', () => {
  it('counts whole years by the year above one', () => {
    expect(memberAge({ date: 31, month: 12, year: 2001 }, TODAY)).toBe(25);
    expect(memberAge({ date: 1, month: 1, year: 2000 }, TODAY)).toBe(26);
  });

  it('counts completed months up to one year', () => {
    expect(memberAge({ date: 21, month: 8, year: 2026 }, TODAY)).toBe(0.25);
    expect(memberAge({ date: 22, month: 8, year: 2026 }, TODAY)).toBe(2 / 12);
    expect(memberAge({ date: 20, month: 12, year: 2025 }, TODAY)).toBe(11 / 12);
    // The year alone would say 1 for a baby of one month in January.
    expect(memberAge({ date: 15, month: 12, year: 2025 }, new Date('2026-01-20T00:00:00Z'))).toBe(
      1 / 12,
    );
  });

  it('feeds the age rule: a child of three months is insurable, of two months not', () => {
    const born = (date: number, month: number) => memberAge({ date, month, year: 2026 }, TODAY);
    expect(memberAgeProblem('son', born(21, 8))).toBeNull();
    expect(memberAgeProblem('daughter', born(22, 8))).toBe(CHILD_MINIMUM_AGE);
  });
});

describe('membersProblem and insuredMembers', () => {
  it('allows up to four children in all', () => {
    expect(membersProblem({ spouse: true, sons: 2, daughters: 2 })).toBeNull();
    expect(membersProblem({ spouse: false, sons: 0, daughters: 4 })).toBeNull();
    expect(membersProblem({ spouse: true, sons: 3, daughters: 2 })).toBe(TOO_MANY_CHILDREN);
    expect(membersProblem({ spouse: true, sons: 5, daughters: 0 })).toBe(TOO_MANY_CHILDREN);
    expect(membersProblem({ spouse: true, sons: -1, daughters: 0 })).toBe(TOO_MANY_CHILDREN);
    expect(membersProblem({ spouse: true, sons: 1.5, daughters: 0 })).toBe(TOO_MANY_CHILDREN);
  });

  it('always insures self, first', () => {
    expect(insuredMembers({ spouse: false, sons: 0, daughters: 0 })).toEqual(['self']);
    expect(insuredMembers({ spouse: true, sons: 2, daughters: 1 })).toEqual([
      'self',
      'spouse',
      'son',
      'son',
      'daughter',
    ]);
  });
});
