import {
  conditionFields,
  conditionOutcomes,
  evaluateConditionKnown,
} from '../journeyModel/evaluateCondition.js';
import type { Condition, JourneyDef, Scalar, StepCall, StepDef } from '../journeyModel/types.js';
import { stepNumber } from './progress.js';

/**
 * Static checks of the platform-v2 parts of a definition: partner calls (one step per call
 * name, outcomes declared and each routed by an explicit next rule of the step, no wait on a
 * last step), conditions on outcomes (a known call, a declared outcome, a call made earlier on
 * every path, or on the step itself for its next rules), exits (known and used), file fields
 * (a spec with accepted types and a positive size), shown facts (of calls the journey makes)
 * and the progress scale. A catch-all rule
 * does not count as routing an outcome: a call that gains an outcome must be routed on purpose.
 */
export function analyseCalls(journey: JourneyDef): string[] {
  const problems: string[] = [];
  const callers = new Map<string, StepDef>();
  for (const step of journey.steps) {
    if (!step.call) continue;
    const other = callers.get(step.call.name);
    if (other) {
      problems.push(`${where(journey, step)} makes call ${step.call.name}, as ${other.id} does`);
    } else callers.set(step.call.name, step);
  }
  const dominators = dominatorsOf(journey);
  const usedExits = new Set<string>();
  for (const step of journey.steps) {
    if (step.call) checkCall(journey, step, step.call, problems);
    for (const read of outcomeReads(step)) {
      checkOutcomeRead(journey, step, read, callers, dominators, problems);
    }
    for (const rule of step.next ?? []) {
      if (!('exit' in rule)) continue;
      usedExits.add(rule.exit);
      if (!journey.exits?.[rule.exit]) {
        problems.push(`${where(journey, step)} goes to unknown exit ${rule.exit}`);
      }
    }
    checkFileFields(journey, step, problems);
    checkShows(journey, step, callers, problems);
  }
  checkCallOnly(journey, problems);
  for (const name of Object.keys(journey.exits ?? {})) {
    if (!usedExits.has(name)) problems.push(`exit ${name} is never taken`);
  }
  checkProgressScale(journey, problems);
  for (const name of journey.callFailure?.except ?? []) {
    if (!callers.has(name)) problems.push(`callFailure spares ${name}, a call no step makes`);
  }
  return problems;
}

function where(journey: JourneyDef, step: StepDef): string {
  return `${journey.prefix}/${step.id}`;
}

function checkCall(journey: JourneyDef, step: StepDef, call: StepCall, problems: string[]): void {
  const at = where(journey, step);
  if (call.outcomes.length === 0) problems.push(`${at} call ${call.name} declares no outcomes`);
  if (step.last) {
    // A last step goes to the final route whatever the outcome; it cannot wait for one.
    if (call.wait) problems.push(`${at} waits for call ${call.name} on a last step`);
    return;
  }
  const refused = new Set(call.refuse?.outcomes ?? []);
  if (call.refuse) {
    for (const outcome of refused) {
      if (!call.outcomes.includes(outcome)) {
        problems.push(`${at} refuses outcome ${outcome}, which ${call.name} does not declare`);
      }
    }
    if (!step.fields.some((f) => f.name === call.refuse?.field)) {
      problems.push(`${at} refuses on ${call.refuse.field}, which is not a field of the step`);
    }
  }
  for (const outcome of call.outcomes) {
    if (refused.has(outcome)) continue;
    const facts = {
      answers: {},
      context: {},
      calls: { [call.name]: { stepId: step.id, outcome } },
      settled: new Set<string>(),
      settledCalls: new Set([call.name]),
      contextKnown: false,
    };
    const routed = (step.next ?? []).some(
      (rule) =>
        rule.when !== undefined &&
        conditionOutcomes(rule.when).has(call.name) &&
        evaluateConditionKnown(rule.when, facts) !== false,
    );
    if (!routed) problems.push(`${at} does not route outcome ${outcome} of ${call.name}`);
  }
}

interface OutcomeRead {
  condition: Condition;
  /** Next rules are evaluated after the step's own call; anything else before it. */
  afterCall: boolean;
}

function outcomeReads(step: StepDef): OutcomeRead[] {
  const before: Condition[] = [
    ...(step.skip ? [step.skip] : []),
    ...(step.call?.when ? [step.call.when] : []),
    ...step.fields.flatMap((f) => (f.showWhen ? [f.showWhen] : [])),
  ];
  const after = (step.next ?? []).flatMap((r) => (r.when ? [r.when] : []));
  return [
    ...before.map((condition) => ({ condition, afterCall: false })),
    ...after.map((condition) => ({ condition, afterCall: true })),
  ];
}

function checkOutcomeRead(
  journey: JourneyDef,
  step: StepDef,
  read: OutcomeRead,
  callers: Map<string, StepDef>,
  dominators: Map<string, Set<string>>,
  problems: string[],
): void {
  const at = where(journey, step);
  for (const name of conditionOutcomes(read.condition)) {
    const caller = callers.get(name);
    if (!caller?.call) {
      problems.push(`${at} reads the outcome of ${name}, which no step calls`);
      continue;
    }
    const outcomes = caller.call.outcomes;
    for (const value of comparedValues(read.condition, name)) {
      if (!outcomes.includes(String(value))) {
        problems.push(`${at} compares ${name} with ${value}, which is not one of its outcomes`);
      }
    }
    const own = caller.id === step.id;
    const earlier = !own && (dominators.get(step.id)?.has(caller.id) ?? false);
    if (!earlier && !(own && read.afterCall)) {
      problems.push(`${at} reads the outcome of ${name}, not called earlier on every path`);
    }
  }
}

/** The values a condition compares an outcome with (`eq`, `ne`, `in`). */
function comparedValues(condition: Condition, name: string): Scalar[] {
  if ('all' in condition) return condition.all.flatMap((c) => comparedValues(c, name));
  if ('any' in condition) return condition.any.flatMap((c) => comparedValues(c, name));
  if ('not' in condition) return comparedValues(condition.not, name);
  if (!('outcome' in condition) || condition.outcome !== name) return [];
  if ('eq' in condition) return [condition.eq];
  if ('ne' in condition) return [condition.ne];
  if ('in' in condition) return condition.in;
  return [];
}

/**
 * For each step reachable from the first, the steps on every path to it (itself included):
 * the classic iterative dominator sets over the next rules' targets.
 */
function dominatorsOf(journey: JourneyDef): Map<string, Set<string>> {
  const byId = new Map(journey.steps.map((s) => [s.id, s]));
  const preds = new Map<string, string[]>();
  const order: string[] = [];
  const seen = new Set<string>();
  const queue = byId.has(journey.first) ? [journey.first] : [];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    order.push(id);
    const step = byId.get(id);
    if (!step || step.last) continue;
    for (const rule of step.next ?? []) {
      if (!('to' in rule) || !byId.has(rule.to)) continue;
      preds.set(rule.to, [...(preds.get(rule.to) ?? []), id]);
      queue.push(rule.to);
    }
  }
  const dom = new Map<string, Set<string>>();
  for (const id of order) dom.set(id, id === journey.first ? new Set([id]) : new Set(order));
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of order) {
      if (id === journey.first) continue;
      const from = (preds.get(id) ?? []).map((p) => dom.get(p) as Set<string>);
      const next = new Set(from.length > 0 ? [...(from[0] as Set<string>)] : []);
      for (const d of next) if (!from.every((s) => s.has(d))) next.delete(d);
      next.add(id);
      if (next.size !== dom.get(id)?.size) {
        dom.set(id, next);
        changed = true;
      }
    }
  }
  return dom;
}

function checkFileFields(journey: JourneyDef, step: StepDef, problems: string[]): void {
  const at = where(journey, step);
  for (const field of step.fields) {
    if (field.kind !== 'file') {
      if (field.file) problems.push(`${at} ${field.name} has a file spec but is not a file field`);
      continue;
    }
    if (!field.file) {
      problems.push(`${at} ${field.name} is a file field without its file spec`);
      continue;
    }
    if (field.file.accept.length === 0) problems.push(`${at} ${field.name} accepts no file type`);
    if (!(field.file.maxBytes > 0)) {
      problems.push(`${at} ${field.name} needs a positive maxBytes`);
    }
  }
}

/**
 * A value passed to the call only (`callOnly`, a share code) needs a call on its step to be
 * passed to, and no condition or guard may read it: it is never among the answers.
 */
function checkCallOnly(journey: JourneyDef, problems: string[]): void {
  const never = new Set<string>();
  for (const step of journey.steps) {
    for (const field of step.fields.filter((f) => f.callOnly)) {
      never.add(field.name);
      if (!step.call) {
        problems.push(
          `${where(journey, step)} ${field.name} is passed to the call only, but the step makes no call`,
        );
      }
    }
  }
  if (never.size === 0) return;
  for (const step of journey.steps) {
    const read = new Set(step.guard ?? []);
    const conditions = [
      ...(step.next ?? []).flatMap((r) => (r.when ? [r.when] : [])),
      ...(step.skip ? [step.skip] : []),
      ...(step.call?.when ? [step.call.when] : []),
      ...step.fields.flatMap((f) => (f.showWhen ? [f.showWhen] : [])),
    ];
    for (const c of conditions) conditionFields(c, read);
    for (const name of read) {
      if (never.has(name)) {
        problems.push(
          `${where(journey, step)} reads ${name}, which is never kept (passed to the call only)`,
        );
      }
    }
  }
}

/** A step shows facts only of calls the journey makes (a typo would show nothing, silently). */
function checkShows(
  journey: JourneyDef,
  step: StepDef,
  callers: Map<string, StepDef>,
  problems: string[],
): void {
  for (const show of step.shows ?? []) {
    if (show.kind !== 'facts') continue;
    if (show.items.length === 0) problems.push(`${where(journey, step)} shows no facts`);
    for (const name of show.calls) {
      if (!callers.has(name)) {
        problems.push(`${where(journey, step)} shows facts of ${name}, which no step calls`);
      }
    }
  }
}

function checkProgressScale(journey: JourneyDef, problems: string[]): void {
  const scale = journey.progress;
  if (!scale) return;
  if (!(scale.of > 0)) problems.push(`progress scale of ${scale.of} is not positive`);
  const ids = new Set(journey.steps.map((s) => s.id));
  for (const [id, percent] of Object.entries(scale.at ?? {})) {
    if (!ids.has(id)) problems.push(`progress.at names unknown step ${id}`);
    if (!(percent >= 0 && percent <= 100)) problems.push(`progress.at ${id} is not a percentage`);
  }
  for (const id of ids) {
    if (stepNumber(id) === null && scale.at?.[id] === undefined) {
      problems.push(`${id} has no number for the progress scale`);
    }
  }
}
