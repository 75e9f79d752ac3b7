import {
  conditionFields,
  conditionOutcomes,
  evaluateCondition,
} from '../journeyModel/evaluateCondition.js';
import type { Answers, Condition, JourneyDef, Scalar, StepDef } from '../journeyModel/types.js';
import { analyseBoxes } from './analyseBoxes.js';
import { analyseCalls } from './analyseCalls.js';
import { analyseConsentFields } from './analyseConsents.js';
import type { CallRecord } from './journeyState.js';
import { isKnownRule } from './runRule.js';
import { stepAnswerKeys } from './stepFields.js';

/**
 * Static checks of a definition: every next target exists, every step is reachable from the
 * first, no dead ends (every step reaches a last step or an exit, and every combination of
 * the options and call outcomes a branch reads is routed), no cycles, guards and conditions
 * read fields the journey asks, every named rule exists, the checks of `analyseCalls`, the
 * consent boxes' (`analyseConsentFields`) and every box's (`analyseBoxes`: none starts ticked,
 * terms links go to the journey's own product).
 * Returns the problems found; an empty list means sound.
 */
export function analyseJourney(journey: JourneyDef): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const step of journey.steps) {
    if (ids.has(step.id)) problems.push(`duplicate step ${step.id}`);
    ids.add(step.id);
  }
  if (!ids.has(journey.first)) problems.push(`first step ${journey.first} does not exist`);
  const asked = new Set(journey.steps.flatMap(stepAnswerKeys));
  for (const step of journey.steps) checkStep(journey, step, ids, asked, problems);
  const reachable = reachableFrom(journey, journey.first);
  for (const id of ids) if (!reachable.has(id)) problems.push(`${id} is unreachable`);
  for (const step of journey.steps) {
    if (!reachesLast(journey, step.id)) problems.push(`${step.id} never reaches a last step`);
  }
  const cycle = findCycle(journey);
  if (cycle) problems.push(`cycle through ${cycle}`);
  problems.push(...analyseCalls(journey));
  problems.push(...analyseConsentFields(journey));
  problems.push(...analyseBoxes(journey));
  return problems;
}

function checkStep(
  journey: JourneyDef,
  step: StepDef,
  ids: Set<string>,
  asked: Set<string>,
  problems: string[],
): void {
  const where = `${journey.prefix}/${step.id}`;
  if (!step.last && (step.next ?? []).length === 0) problems.push(`${where} has no next step`);
  for (const rule of step.next ?? []) {
    if ('to' in rule && !ids.has(rule.to)) {
      problems.push(`${where} goes to missing step ${rule.to}`);
    }
  }
  const conditions: Condition[] = [
    ...(step.next ?? []).flatMap((r) => (r.when ? [r.when] : [])),
    ...(step.skip ? [step.skip] : []),
    ...(step.call?.when ? [step.call.when] : []),
    ...step.fields.flatMap((f) => (f.showWhen ? [f.showWhen] : [])),
  ];
  for (const c of conditions) {
    for (const field of conditionFields(c)) {
      if (!asked.has(field)) problems.push(`${where} reads ${field}, which no step asks`);
    }
  }
  for (const key of step.guard ?? []) {
    if (!asked.has(key)) problems.push(`${where} guard reads ${key}, which no step asks`);
  }
  for (const field of step.fields) {
    for (const ref of field.rules ?? []) {
      if (!isKnownRule(ref.rule)) problems.push(`${where} uses unknown rule ${ref.rule}`);
    }
    if ((field.kind === 'radio' || field.kind === 'select') && !field.options?.length) {
      problems.push(`${where} ${field.name} has no options`);
    }
  }
  if (step.hardSkip && step.fields.length === 0) problems.push(`${where} hardSkip without fields`);
  checkAuthFields(step, where, problems);
  if (!step.last && !step.unmatched) checkBranchesCovered(journey, step, where, problems);
}

/** checkUser needs the step's mobile; an OTP field is checked by the server, never hardSkipped. */
function checkAuthFields(step: StepDef, where: string, problems: string[]): void {
  if (step.effects?.includes('checkUser') && !step.fields.some((f) => f.name === 'mobile')) {
    problems.push(`${where} checkUser without a mobile field`);
  }
  if (step.hardSkip && step.fields.some((f) => f.kind === 'otp')) {
    problems.push(`${where} hardSkip on an OTP step`);
  }
  for (const field of step.fields.filter((f) => f.signs)) {
    if (field.kind !== 'otp') problems.push(`${where} ${field.name} signs but is not an OTP`);
    if (field.showWhen) problems.push(`${where} ${field.name} signs but may be hidden`);
    if (step.skip) problems.push(`${where} ${field.name} signs on a step that may be skipped`);
  }
}

/**
 * Every combination of the option values and call outcomes a step's next rules read must
 * match a rule. A call with a `when`, or on a step that may be skipped (the rules of a skipped
 * step still route), may not be made: its outcome may also be absent (null).
 */
function checkBranchesCovered(
  journey: JourneyDef,
  step: StepDef,
  where: string,
  problems: string[],
): void {
  const rules = step.next ?? [];
  if (rules.length === 0 || rules.some((r) => !r.when)) return;
  const read = new Set<string>();
  const outcomes = new Set<string>();
  for (const r of rules) {
    if (r.when) conditionFields(r.when, read);
    if (r.when) conditionOutcomes(r.when, outcomes);
  }
  const domains: [string, Scalar[]][] = [];
  for (const key of read) {
    const domain = optionDomain(journey, key);
    if (!domain) {
      problems.push(`${where} branches on free-form ${key} without a default rule`);
      return;
    }
    domains.push([key, domain]);
  }
  for (const name of outcomes) {
    const caller = journey.steps.find((s) => s.call?.name === name);
    // An unknown call is reported by analyseCalls.
    if (!caller?.call) return;
    // Not made when its `when` fails or its step is skipped: the outcome is then absent.
    const absent = caller.call.when || caller.skip || caller.hardSkip ? [null] : [];
    // A refused outcome is never recorded: the save is refused and the step asked again.
    const refused = new Set(caller.call.refuse?.outcomes ?? []);
    const recorded = caller.call.outcomes.filter((o) => !refused.has(o));
    domains.push([`${OUTCOME}${name}`, [...recorded, ...absent]]);
  }
  for (const combination of combinations(domains)) {
    const answers: Answers = {};
    const calls: Record<string, CallRecord> = {};
    for (const [key, value] of Object.entries(combination)) {
      if (!key.startsWith(OUTCOME)) answers[key] = value;
      else if (value !== null) {
        calls[key.slice(OUTCOME.length)] = { stepId: step.id, outcome: String(value) };
      }
    }
    if (!rules.some((r) => r.when && evaluateCondition(r.when, answers, {}, calls))) {
      problems.push(`${where} has no next step for ${JSON.stringify(combination)}`);
    }
  }
}

/** How a call's outcome is named among the answers of a combination (and in messages). */
const OUTCOME = 'outcome:';

function optionDomain(journey: JourneyDef, key: string): Scalar[] | null {
  for (const step of journey.steps) {
    for (const field of step.fields) {
      if (field.name !== key) continue;
      if (field.options) return field.options.map((o) => o.value);
      if (field.kind === 'checkbox' || field.kind === 'disclaimer') return [true, false];
    }
  }
  return null;
}

function combinations(domains: [string, Scalar[]][]): Answers[] {
  let result: Answers[] = [{}];
  for (const [key, values] of domains) {
    result = result.flatMap((partial) => values.map((v) => ({ ...partial, [key]: v })));
    if (result.length > 4096) return result.slice(0, 4096);
  }
  return result;
}

export function reachableFrom(journey: JourneyDef, start: string): Set<string> {
  const byId = new Map(journey.steps.map((s) => [s.id, s]));
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    const step = byId.get(id) as StepDef;
    if (!step.last) for (const r of step.next ?? []) if ('to' in r) queue.push(r.to);
  }
  return seen;
}

/** A last step or a step with an exit rule ends the journey. */
function reachesLast(journey: JourneyDef, start: string): boolean {
  const byId = new Map(journey.steps.map((s) => [s.id, s]));
  for (const id of reachableFrom(journey, start)) {
    const step = byId.get(id);
    if (step?.last || step?.next?.some((r) => 'exit' in r)) return true;
  }
  return false;
}

function findCycle(journey: JourneyDef): string | null {
  const byId = new Map(journey.steps.map((s) => [s.id, s]));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): string | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'open') return id;
    state.set(id, 'open');
    const step = byId.get(id);
    if (step && !step.last) {
      for (const r of step.next ?? []) {
        if (!('to' in r)) continue;
        const found = visit(r.to);
        if (found) return found;
      }
    }
    state.set(id, 'done');
    return null;
  };
  for (const step of journey.steps) {
    const found = visit(step.id);
    if (found) return found;
  }
  return null;
}
