import {
  type Answers,
  askedKeys,
  evaluateCondition,
  getStep,
  isFieldVisible,
  type JourneyDef,
  SAMPLE_BRANCHES,
  SAMPLE_VALUES,
  samplePath,
  stepFields,
} from '@tara/core';

/** One explicit edge of a journey: step `from` goes to `to` by its `rule`-th next rule. */
export interface Edge {
  prefix: string;
  from: string;
  rule: number;
  to: string;
}

/** How to take an edge: the steps before it (a named sample walk) and the values to submit. */
export interface EdgeWalk extends Edge {
  before: [string, Answers][];
  values: Answers;
}

export const edgesOf = (journey: JourneyDef): Edge[] =>
  journey.steps.flatMap((step) =>
    step.last
      ? []
      : (step.next ?? []).map((r, rule) => ({
          prefix: journey.prefix,
          from: step.id,
          rule,
          to: 'to' in r ? r.to : `exit:${r.exit}`,
        })),
  );

/**
 * Finds, for every edge, a sample walk that reaches its step and values for the step's
 * choice fields under which that edge is the first matching rule. Edges no sample walk can
 * take are returned in `missing`.
 */
export function edgeWalks(journey: JourneyDef): { walks: EdgeWalk[]; missing: Edge[] } {
  const found = new Map<string, EdgeWalk>();
  const key = (from: string, rule: number) => `${from}#${rule}`;
  for (const branch of Object.keys(SAMPLE_BRANCHES[journey.prefix] ?? {})) {
    const path = samplePath(journey.prefix, branch);
    path.forEach(([stepId, sample], i) => {
      const step = getStep(journey, stepId);
      if (step.last) return;
      const before = path.slice(0, i);
      const earlier = Object.assign({}, ...before.map(([, v]) => v)) as Answers;
      const pool = { ...SAMPLE_VALUES, ...SAMPLE_BRANCHES[journey.prefix]?.[branch], ...sample };
      for (const values of choices(journey, stepId, pool, earlier)) {
        const answers = { ...earlier, ...values };
        const rule = (step.next ?? []).findIndex(
          (r) => !r.when || evaluateCondition(r.when, answers),
        );
        const target = step.next?.[rule];
        const to = target && 'to' in target ? target.to : undefined;
        if (rule < 0 || to === undefined || found.has(key(stepId, rule))) continue;
        found.set(key(stepId, rule), {
          prefix: journey.prefix,
          from: stepId,
          rule,
          to,
          before,
          values,
        });
      }
    });
  }
  const edges = edgesOf(journey);
  return {
    walks: edges.flatMap((e) => found.get(key(e.from, e.rule)) ?? []),
    missing: edges.filter((e) => !found.has(key(e.from, e.rule))),
  };
}

/**
 * Every combination of a step's option values, each with sample values for the fields that
 * combination shows (a 'yes' may reveal follow-up fields).
 */
function choices(journey: JourneyDef, stepId: string, pool: Answers, earlier: Answers): Answers[] {
  const step = getStep(journey, stepId);
  let combos: Answers[] = [{}];
  for (const field of step.fields) {
    if (!field.options) continue;
    combos = combos.flatMap((c) =>
      (field.options ?? []).map((o) => ({ ...c, [field.name]: o.value })),
    );
  }
  return combos.slice(0, 256).map((combo) => {
    const values: Answers = {};
    for (const field of step.fields) {
      for (const key of askedKeys(field)) {
        const value = key in combo ? combo[key] : pool[key];
        if (value !== undefined) values[key] = value;
      }
    }
    for (const field of step.fields) {
      if (!isFieldVisible(field, { ...earlier, ...values }, {})) {
        for (const key of stepFields(field)) delete values[key];
      }
    }
    return values;
  });
}
