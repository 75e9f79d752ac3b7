import { describe, expect, it } from 'vitest';
import { instantApplyForm } from '../instantApply/instantApplyForm.js';
import type { FieldDef, FieldKind } from '../journeyModel/types.js';
import { journeys, retiredJourneys } from '../products/journeyRegistry.js';
import { holdsAadhaar } from '../validation/aadhaarAnswers.js';

// Decision 061: an Aadhaar number (or VID) is stored masked to its last 4, and the server
// masks exactly the fields that `holdsAadhaar` (an Aadhaar rule). This static check over every
// registered journey and the instant-apply forms makes a field that asks for one by its name
// or label carry the rule, so a new journey cannot forget to have it masked.

/** Kinds that never hold a typed number: choices, ticks, uploads (the e-KYC ZIP), codes. */
const NO_TYPED_VALUE: readonly FieldKind[] = [
  'radio',
  'select',
  'checkbox',
  'disclaimer',
  'file',
  'otp',
];

const ASKS_AADHAAR = /aadh?aa?r|\buid\b|\bvid\b|virtual id/i;

/** The field's name (camelCase split into words) and label suggest an Aadhaar number or VID. */
export function suggestsAadhaar(field: FieldDef): boolean {
  if (NO_TYPED_VALUE.includes(field.kind)) return false;
  const words = `${field.name.replace(/([a-z])([A-Z])/g, '$1 $2')} ${field.label}`;
  return ASKS_AADHAAR.test(words);
}

const everyField = (): { where: string; field: FieldDef }[] => [
  ...[...journeys, ...retiredJourneys].flatMap((j) =>
    j.steps.flatMap((s) =>
      s.fields.map((field) => ({ where: `${j.prefix}/${s.id} v${j.version}`, field })),
    ),
  ),
  ...(['rbl', 'icici', 'amex'] as const).flatMap((kind) =>
    instantApplyForm(kind).fields.map((field) => ({ where: `instant-apply ${kind}`, field })),
  ),
];

describe('Aadhaar fields are masked (decision 061)', () => {
  it('marks every field that asks for an Aadhaar number or VID, in every journey', () => {
    const forgotten = everyField()
      .filter(({ field }) => suggestsAadhaar(field) && !holdsAadhaar(field))
      .map(({ where, field }) => `${where}: ${field.name}`);
    expect(forgotten).toEqual([]);
  });

  it('makes no partner call on a step that takes an Aadhaar number', () => {
    // The API records a call by an unkeyed hash of its input and a masked copy of it
    // (lead_calls): a call that sent the whole number needs that record redesigned first.
    const calling = [...journeys, ...retiredJourneys].flatMap((j) =>
      j.steps
        .filter((s) => s.call !== undefined && s.fields.some(holdsAadhaar))
        .map((s) => `${j.prefix}/${s.id}`),
    );
    expect(calling).toEqual([]);
  });

  it('finds the fields that ask for one today (so the check is not vacuous)', () => {
    const asking = everyField()
      .filter(({ field }) => suggestsAadhaar(field))
      .map(({ where, field }) => `${where}: ${field.name}`);
    expect(asking).toEqual(['credit-cards/amex/step10 v1: aadhaar', 'instant-apply amex: aadhaar']);
  });

  it('recognises the names a new journey might use, and leaves the e-KYC ZIP and ticks out', () => {
    const field = (name: string, label: string, kind: FieldKind = 'text'): FieldDef => ({
      name,
      label,
      kind,
    });
    for (const f of [
      field('aadharNo', 'NUMBER'),
      field('aadhaarNumber', 'YOUR NUMBER'),
      field('uid', 'UID'),
      field('vid', 'VIRTUAL ID'),
      field('idNumber', 'AADHAR CARD NUMBER'),
      field('number', 'Your 16-digit Virtual ID', 'number'),
    ]) {
      expect(suggestsAadhaar(f), f.name).toBe(true);
      expect(holdsAadhaar(f), f.name).toBe(false);
    }
    expect(suggestsAadhaar(field('aadhaarXml', 'AADHAAR OFFLINE E-KYC (ZIP)', 'file'))).toBe(false);
    expect(suggestsAadhaar(field('okycConsent', 'I agree to share my Aadhaar', 'checkbox'))).toBe(
      false,
    );
    expect(suggestsAadhaar(field('guide', 'Guided'))).toBe(false);
  });
});
