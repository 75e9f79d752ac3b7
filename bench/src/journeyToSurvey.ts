import type { Condition, JourneyDef, NextRule, Scalar, StepDef } from '@tara/core';
import { stepFields } from '@tara/core';

// The same journey graph in SurveyJS's terms, for the engine comparison bench: one page per
// step, and a calculated value per step saying whether the walk reaches it (the OR of its
// incoming edges, each the source reached AND its rule first to match). A page is visible when
// reached and not skipped (hardSkip aside, see visibleIf), so SurveyJS's nextPage() lands
// where our `advance` does. A call's outcome is the value `outcome_<call>` (set by the walk
// when the step's call answers); an exit is a page after all steps (the spec's reject screen,
// with the exit's message), reached by its own calculated value, so nextPage() lands on it
// where our engine takes the exit.

export interface SurveyJson {
  pages: { name: string; visibleIf?: string; elements: SurveyElement[] }[];
  calculatedValues: { name: string; expression: string }[];
  checkErrorsMode: 'onComplete';
}

interface SurveyElement {
  type: string;
  name: string;
  html?: string;
}

export function journeyToSurvey(journey: JourneyDef): SurveyJson {
  const incoming = new Map<string, string[]>();
  for (const step of journey.steps) {
    if (step.last) continue;
    const earlier: Condition[] = [];
    for (const rule of step.next ?? []) {
      const taken = [
        `{${reachName(step.id)}}`,
        ...earlier.map((c) => `!(${expression(c)})`),
        ...(rule.when ? [`(${expression(rule.when)})`] : []),
      ].join(' and ');
      const target = targetOf(rule);
      incoming.set(target, [...(incoming.get(target) ?? []), `(${taken})`]);
      if (rule.when) earlier.push(rule.when);
      else break;
    }
  }
  const calculatedValues = journey.steps.map((step) => ({
    name: reachName(step.id),
    expression:
      step.id === journey.first ? 'true' : (incoming.get(step.id) ?? ['false']).join(' or '),
  }));
  for (const exit of Object.keys(journey.exits ?? {}).map((name) => `exit:${name}`)) {
    calculatedValues.push({
      name: reachName(exit),
      expression: (incoming.get(exit) ?? ['false']).join(' or '),
    });
  }
  // SurveyJS moves to the next visible page in page order: pages go in a topological order.
  const pages = topological(journey).map((step) => ({
    name: pageName(step.id),
    visibleIf: visibleIf(step),
    elements: elementsOf(step),
  }));
  for (const [name, exit] of Object.entries(journey.exits ?? {})) {
    const target = `exit:${name}`;
    pages.push({
      name: pageName(target),
      visibleIf: `{${reachName(target)}} = true`,
      elements: [{ type: 'html', name: `${pageName(target)}_message`, html: exit.message ?? '' }],
    });
  }
  return { pages, calculatedValues, checkErrorsMode: 'onComplete' };
}

function topological(journey: JourneyDef): StepDef[] {
  const order: StepDef[] = [];
  const seen = new Set<string>();
  const byId = new Map(journey.steps.map((s) => [s.id, s]));
  const visit = (id: string) => {
    const step = byId.get(id);
    if (!step || seen.has(id)) return;
    seen.add(id);
    if (!step.last) for (const rule of step.next ?? []) visit(targetOf(rule));
    order.push(step);
  };
  visit(journey.first);
  for (const step of journey.steps) visit(step.id);
  return order.reverse();
}

export const pageName = (stepId: string) => `p_${stepId.replace(/\W/g, '_')}`;
/** The SurveyJS value holding a call's outcome: a dot would read as a nested path there. */
export const outcomeName = (call: string) => `outcome_${call.replace(/\W/g, '_')}`;
const reachName = (stepId: string) => `reach_${stepId.replace(/\W/g, '_')}`;
const targetOf = (rule: NextRule) => ('to' in rule ? rule.to : `exit:${rule.exit}`);

function visibleIf(step: StepDef): string {
  const parts = [`{${reachName(step.id)}} = true`];
  if (step.skip) parts.push(`!(${expression(step.skip)})`);
  // hardSkip is judged on arrival; SurveyJS re-judges visibility on every change (the page
  // would hide itself once answered), so it has no equivalent here. The bench's self-check
  // fails if a walk meets a hardSkip.
  return parts.join(' and ');
}

function elementsOf(step: StepDef): SurveyElement[] {
  const names = step.fields.flatMap((f) => stepFields(f));
  return (names.length > 0 ? names : [`${pageName(step.id)}_none`]).map((name) => ({
    type: 'text',
    name,
  }));
}

function expression(c: Condition): string {
  if ('all' in c) return c.all.map((x) => `(${expression(x)})`).join(' and ') || 'true';
  if ('any' in c) return c.any.map((x) => `(${expression(x)})`).join(' or ') || 'false';
  if ('not' in c) return `!(${expression(c.not)})`;
  const v =
    'field' in c ? `{${c.field}}` : 'ctx' in c ? `{ctx_${c.ctx}}` : `{${outcomeName(c.outcome)}}`;
  if ('eq' in c) return `${v} = ${literal(c.eq)}`;
  if ('ne' in c) return `${v} <> ${literal(c.ne)}`;
  if ('in' in c) return c.in.map((x) => `${v} = ${literal(x)}`).join(' or ') || 'false';
  if ('filled' in c) return c.filled ? `${v} notempty` : `${v} empty`;
  if ('gt' in c) return `${v} > ${c.gt}`;
  if ('gte' in c) return `${v} >= ${c.gte}`;
  if ('lt' in c) return `${v} < ${c.lt}`;
  return `${v} <= ${c.lte}`;
}

function literal(value: Scalar): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "\\'")}'`;
  return String(value);
}
