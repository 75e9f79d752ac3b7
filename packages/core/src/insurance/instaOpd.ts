import type { DobParts } from '../validation/ageByDate.js';
import { type MemberKind, memberAge, memberAgeProblem } from './groupHealthMembers.js';

// Insta OPD's own rules (decision 053). The spec lists the steps (step0.1 login, step0.7 init
// → step1 personal or step1.7 family, …) but not the branch's condition, the plans nor who a
// family cover insures: decision 053 reads step0.7 as "who is the cover for", myself or one
// family member, whose gender (step1.7), relationship (step1.8) and name and date of birth
// (step1.9) follow.

/** The answer step0.7 branches on (INS-OPD-01's OPEN condition). */
export const OPD_COVER_FOR = 'opdCoverFor';
export const OPD_COVER_OPTIONS = [
  { value: 'self', label: 'Myself' },
  { value: 'family', label: 'A family member' },
] as const;
export type OpdCoverFor = (typeof OPD_COVER_OPTIONS)[number]['value'];

/** step1.8's answer: the family member's relationship to the buyer, gender-neutral words. */
export const OPD_RELATION = 'opdRelation';
export const OPD_RELATION_OPTIONS = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Son or daughter' },
  { value: 'parent', label: 'Father or mother' },
] as const;
export type OpdRelation = (typeof OPD_RELATION_OPTIONS)[number]['value'];

/** step1.9's answers: the family member's name and date of birth. */
export const OPD_MEMBER_NAME = 'opdMemberName';
export const OPD_MEMBER_DOB = 'opdMemberDob';

/** Who an Insta OPD policy insures, as the insurer is told (the relation made specific). */
export type OpdInsuredRelation = 'self' | 'spouse' | 'son' | 'daughter' | 'father' | 'mother';

/** Anyone a policy insures: group health's members and Insta OPD's (parents too). */
export type InsuredRelation = MemberKind | OpdInsuredRelation;

/** How a policy schedule names an insured person's relation. */
export const INSURED_RELATION_LABELS: Readonly<Record<InsuredRelation, string>> = {
  self: 'Self',
  spouse: 'Spouse',
  son: 'Son',
  daughter: 'Daughter',
  father: 'Father',
  mother: 'Mother',
};

const isRelation = (value: unknown): value is OpdRelation =>
  OPD_RELATION_OPTIONS.some((o) => o.value === value);

/**
 * The insured's relation from step1.8's relationship and step1.7's gender: a child is a son or
 * a daughter, a parent a father or a mother. The insurers' codes have no neutral word, so a
 * transgender child or parent is sent as son or father (decision 053). Null for an unknown
 * relation.
 */
export function opdInsuredRelation(relation: unknown, gender: unknown): OpdInsuredRelation | null {
  if (!isRelation(relation)) return null;
  const female = gender === 'female';
  if (relation === 'spouse') return 'spouse';
  if (relation === 'child') return female ? 'daughter' : 'son';
  return female ? 'mother' : 'father';
}

/**
 * The entry ages of an insured person: adults (self, spouse, parents) take the spec's generic
 * 18–65 (decision 045); children the group health child's 3 months to 25 — the spec's only
 * child range. Null when the age fits.
 */
export function opdMemberAgeProblem(
  relation: OpdInsuredRelation,
  dob: DobParts,
  today: Date,
): string | null {
  const age = memberAge(dob, today);
  const child = relation === 'son' || relation === 'daughter';
  return memberAgeProblem(child ? 'son' : 'self', age);
}

/** Where an issued Insta OPD policy's appointments are booked (decision 053). */
export const opdAppointmentPath = (policyId: string): string =>
  `/insurance/opd/appointment?policy=${encodeURIComponent(policyId)}`;

/** The consultation modes of an appointment: a call with a doctor, or a visit to a clinic. */
export const OPD_CONSULTATION_MODES = [
  { value: 'tele', label: 'Tele-consultation (video or phone call)' },
  { value: 'clinic', label: 'Visit a network clinic' },
] as const;
export type OpdConsultationMode = (typeof OPD_CONSULTATION_MODES)[number]['value'];

export const isConsultationMode = (value: unknown): value is OpdConsultationMode =>
  OPD_CONSULTATION_MODES.some((m) => m.value === value);
