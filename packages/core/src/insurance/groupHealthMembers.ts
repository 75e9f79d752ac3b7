import type { DobParts } from '../validation/ageByDate.js';
import { ageFromYear } from '../validation/dob.js';
import { maximumEntryAgeMessage, minimumAgeMessage } from './insuranceAges.js';

// Who a group health policy insures (spec 03 §3 "Insured member configuration", INS-GH-03):
// self always, ages 18-65; spouse removable, 18-65; sons and daughters removable, counted,
// 0.25 (three months) to 25. The spec gives no ceiling on the counts: decision 045 takes the
// usual family floater of two adults and up to four children in all.

export type MemberKind = 'self' | 'spouse' | 'son' | 'daughter';

export interface MemberRule {
  label: string;
  removable: boolean;
  /** Sons and daughters are added with a count. */
  counted: boolean;
  /** Youngest and oldest age, in years (0.25 is three months). */
  minAge: number;
  maxAge: number;
}

export const GROUP_HEALTH_MEMBERS: Readonly<Record<MemberKind, MemberRule>> = {
  self: { label: 'Self', removable: false, counted: false, minAge: 18, maxAge: 65 },
  spouse: { label: 'Spouse', removable: true, counted: false, minAge: 18, maxAge: 65 },
  son: { label: 'Son', removable: true, counted: true, minAge: 0.25, maxAge: 25 },
  daughter: { label: 'Daughter', removable: true, counted: true, minAge: 0.25, maxAge: 25 },
};

/** Sons and daughters together (decision 045). */
export const MAX_CHILDREN = 4;

export const CHILD_MINIMUM_AGE = 'Minimum age 3 months';
export const TOO_MANY_CHILDREN = `You can add up to ${MAX_CHILDREN} children`;

/** The members chosen on step1.1. */
export interface MemberSelection {
  spouse: boolean;
  sons: number;
  daughters: number;
}

/** The message for a selection that cannot be insured, or null. */
export function membersProblem(selection: MemberSelection): string | null {
  const counts = [selection.sons, selection.daughters];
  if (counts.some((n) => !Number.isInteger(n) || n < 0)) return TOO_MANY_CHILDREN;
  return selection.sons + selection.daughters > MAX_CHILDREN ? TOO_MANY_CHILDREN : null;
}

/** The insured members of a selection, self first, one entry per person. */
export function insuredMembers(selection: MemberSelection): MemberKind[] {
  return [
    'self',
    ...(selection.spouse ? (['spouse'] as const) : []),
    ...Array.from({ length: Math.max(0, selection.sons) }, () => 'son' as const),
    ...Array.from({ length: Math.max(0, selection.daughters) }, () => 'daughter' as const),
  ];
}

/**
 * A member's age in years: the current year minus the birth year, except up to one
 * year, where the year alone cannot tell three months: there it is the completed months / 12.
 */
export function memberAge(dob: DobParts, today: Date): number {
  const byYear = ageFromYear(dob.year, today);
  if (byYear > 1) return byYear;
  const months =
    (today.getUTCFullYear() - dob.year) * 12 +
    (today.getUTCMonth() + 1 - dob.month) -
    (today.getUTCDate() < dob.date ? 1 : 0);
  return Math.max(0, months) / 12;
}

/** The message for a member of this age, or null when it fits. */
export function memberAgeProblem(kind: MemberKind, age: number): string | null {
  const { minAge, maxAge } = GROUP_HEALTH_MEMBERS[kind];
  if (age < minAge) return minAge < 1 ? CHILD_MINIMUM_AGE : minimumAgeMessage(minAge);
  if (age > maxAge) return maximumEntryAgeMessage(maxAge);
  return null;
}
