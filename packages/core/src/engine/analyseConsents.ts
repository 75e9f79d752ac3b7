import {
  CONSENT_TEXTS,
  type ConsentScope,
  type ConsentText,
} from '../journeyModel/consentPurposes.js';
import {
  PARTNER_CALL_USES,
  type PartnerCallUse,
  partnerCallUse,
} from '../journeyModel/partnerCallUses.js';
import type { FieldDef, JourneyDef, StepDef } from '../journeyModel/types.js';

// Decision 063: nothing goes to a credit bureau or a lender before the applicant proved their
// mobile and gave a consent that names what is done and for whom. Two static checks: the shape
// of every consent box (`analyseConsentFields`, run by `analyseJourney`) and, over the
// registered journeys with core's classification of the calls, what must come before each
// bureau pull and submission (`analyseCallConsents`).

/** Words that name nobody in particular: a consent must name who gets the data. */
const VAGUE = /\bpartners?\b|third[- ]part|group compan|affiliates?\b/i;
const WORDS_OF: Record<ConsentScope['use'], RegExp> = {
  bureauPull: /\bcredit (bureaus?|report|record|information)\b/i,
  submission: /\b(send|share)\b/i,
};

/**
 * Every consent box (`FieldDef.consent`) is a box, required, never ticked beforehand, always
 * shown, and shows its purpose's text word for word; that text says what it allows (a pull or
 * a submission, in words) and names each party, and names nobody vaguely.
 */
export function analyseConsentFields(journey: JourneyDef): string[] {
  const problems: string[] = [];
  for (const step of journey.steps) {
    for (const field of step.fields) {
      if (field.consent) checkConsentField(`${journey.prefix}/${step.id}`, field, problems);
    }
  }
  return problems;
}

function checkConsentField(where: string, field: FieldDef, problems: string[]): void {
  const at = `${where} ${field.name}`;
  if (field.kind !== 'disclaimer' && field.kind !== 'checkbox') {
    problems.push(`${at} is a consent but not a box`);
  }
  if (field.required === false) problems.push(`${at} is a consent but not required`);
  if (field.defaultValue !== undefined) problems.push(`${at} is a consent ticked beforehand`);
  if (field.showWhen) problems.push(`${at} is a consent that may be hidden`);
  const text = field.consent ? CONSENT_TEXTS[field.consent] : undefined;
  if (!text) {
    problems.push(`${at} names the unknown consent ${field.consent}`);
    return;
  }
  if (field.label !== text.text) problems.push(`${at} does not show the text of ${text.purpose}`);
  for (const problem of consentTextProblems(text)) problems.push(`${at} ${problem}`);
}

/** What is wrong with a journey consent's text: it allows nothing, or is not specific. */
export function consentTextProblems(text: ConsentText): string[] {
  const problems: string[] = [];
  if (!text.allows?.length) problems.push(`shows ${text.purpose}, which allows no call`);
  if (VAGUE.test(text.text)) problems.push('names no one in particular ("partners")');
  for (const scope of text.allows ?? []) {
    if (!text.text.includes(scope.party)) problems.push(`does not name ${scope.party}`);
    if (!WORDS_OF[scope.use].test(text.text)) {
      problems.push(`does not say in words that it allows a ${scope.use}`);
    }
  }
  return problems;
}

/**
 * Every call a step names is classified (`uses`, core's `PARTNER_CALL_USES`); before a call
 * that pulls a credit report or sends the application — on every path from the first step,
 * the call's own step included, on steps that are never skipped — an OTP proves the mobile and
 * a consent box allows each of the call's uses for its party.
 */
export function analyseCallConsents(
  journey: JourneyDef,
  uses: Readonly<Record<string, PartnerCallUse>> = PARTNER_CALL_USES,
): string[] {
  const problems: string[] = [];
  for (const step of journey.steps) {
    if (!step.call) continue;
    const at = `${journey.prefix}/${step.id} ${step.call.name}`;
    const use = partnerCallUse(step.call.name, uses);
    if (!use) {
      problems.push(`${at} is not classified (core's PARTNER_CALL_USES)`);
      continue;
    }
    if (use.needs.length === 0) continue;
    if (!onEveryPath(journey, step, provesMobile)) {
      problems.push(`${at} has no mobile OTP on every path to it`);
    }
    for (const need of use.needs) {
      if (!onEveryPath(journey, step, (s) => s.fields.some((f) => allows(f, need)))) {
        problems.push(`${at} has no consent to a ${need.use} by ${need.party} on every path`);
      }
    }
  }
  return problems;
}

/**
 * Every path from the first step to `target` passes a step that `gives` (the target itself
 * included) and is never skipped: with those steps taken out, the target is not reachable.
 */
function onEveryPath(
  journey: JourneyDef,
  target: StepDef,
  gives: (step: StepDef) => boolean,
): boolean {
  const counts = (s: StepDef) => !s.skip && !s.hardSkip && gives(s);
  if (counts(target)) return true;
  const byId = new Map(journey.steps.map((s) => [s.id, s]));
  const seen = new Set<string>();
  const queue = [journey.first];
  while (queue.length > 0) {
    const step = byId.get(queue.pop() as string);
    if (!step || seen.has(step.id) || counts(step)) continue;
    if (step.id === target.id) return false;
    seen.add(step.id);
    if (!step.last) for (const r of step.next ?? []) if ('to' in r) queue.push(r.to);
  }
  return true;
}

/** An OTP field asked unless the mobile is verified already (decision 027's rule). */
function provesMobile(step: StepDef): boolean {
  return step.fields.some(
    (f) => f.kind === 'otp' && (!f.showWhen || JSON.stringify(f.showWhen) === UNLESS_VERIFIED),
  );
}

const UNLESS_VERIFIED = JSON.stringify({ not: { ctx: 'mobileVerified', eq: true } });

/** The box is a consent whose text allows this use for this party. */
export function allows(field: FieldDef, need: ConsentScope): boolean {
  const text = field.consent ? CONSENT_TEXTS[field.consent] : undefined;
  return (
    text?.allows?.some((s) => s.use === need.use && s.party === need.party) === true &&
    field.label === text.text
  );
}
