import { CONSENT_FIELDS, TERMS_PATH } from '../journeyModel/consentPurposes.js';
import type { FieldDef, JourneyDef } from '../journeyModel/types.js';

// Decision 064: consent is a clear affirmative act (DPDP Act 2023 s.6), so no box of a journey
// starts ticked, whoever fills it in; and a box that accepts a product's terms links that
// product's own terms, never another's.

const TERMS = /\bterms\b/i;

/**
 * Every checkbox and disclaimer has no default (it starts unticked: the renderer has no way to
 * tick one beforehand); every link to terms goes to the journey's own product terms
 * (`JourneyDef.termsPath`), or to Tara's terms of use from a consent given to Tara.
 */
export function analyseBoxes(journey: JourneyDef): string[] {
  const problems: string[] = [];
  for (const step of journey.steps) {
    for (const field of step.fields) {
      const at = `${journey.prefix}/${step.id} ${field.name}`;
      const box = field.kind === 'checkbox' || field.kind === 'disclaimer';
      // Any default, and the old per-role one (`defaultCheckedWhen`, gone from the types).
      if (box && ('defaultValue' in field || 'defaultCheckedWhen' in field)) {
        problems.push(`${at} starts ticked`);
      }
      for (const link of field.links ?? []) {
        if (!TERMS.test(link.text)) continue;
        const own = isTaraConsent(field) ? TERMS_PATH : journey.termsPath;
        if (!own) problems.push(`${at} links terms, but ${journey.prefix} has no terms page`);
        else if (link.href !== own) problems.push(`${at} links ${link.href}, not ${own}`);
      }
    }
  }
  return problems;
}

/** A consent given to Tara itself, whose terms are Tara's terms of use. */
function isTaraConsent(field: FieldDef): boolean {
  return field.consent !== undefined || Object.hasOwn(CONSENT_FIELDS, field.name);
}
