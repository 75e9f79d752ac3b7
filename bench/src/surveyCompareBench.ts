import type { Answers, AppliedStep, JourneyDef } from '@tara/core';
import {
  advance,
  applySampleStep,
  findJourney,
  journeyState,
  journeys,
  samplePath,
} from '@tara/core';
import { Model } from 'survey-core';
import { journeyToSurvey, outcomeName, pageName } from './journeyToSurvey.js';
import { median } from './stats.js';

const BRANCH = 'default';

/**
 * Next-step evaluation, our engine against SurveyJS's (survey-core) on the same graph: the
 * business loan's 43 steps when it is registered, else the largest journey. Each step of a
 * sample walk is one transition: ours saves it as the server does (`applySampleStep`: the
 * step's call answered with the walk's sample outcome, a waiting call settled; merge, prune,
 * advance), theirs sets the step's values and the call's outcome (`outcome_<call>`) then
 * `nextPage()`. The first round checks both land on the same step.
 */
export function surveyCompareBench(rounds = 300): void {
  const journey = benchJourney();
  const path = samplePath(journey.prefix, BRANCH);
  const survey = new Model(journeyToSurvey(journey));
  const ours: number[] = [];
  const theirs: number[] = [];
  const advanceNs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let state = journeyState(journey);
    survey.clear(true, true);
    for (const [stepId, values] of path) {
      let t = process.hrtime.bigint();
      const applied = applySampleStep(journey, state, stepId, values, { branch: BRANCH });
      ours.push(Number(process.hrtime.bigint() - t));
      t = process.hrtime.bigint();
      advance(journey, stepId, applied.state.answers, {}, applied.state.calls);
      advanceNs.push(Number(process.hrtime.bigint() - t));
      const answered = answeredOutcomes(applied, stepId);
      t = process.hrtime.bigint();
      setAll(survey, { ...values, ...answered });
      const moved = survey.nextPage();
      theirs.push(Number(process.hrtime.bigint() - t));
      if (round === 0) checkSame(journey, stepId, applied.next, moved, landedOn(survey));
      state = applied.state;
    }
  }
  checkExits(journey);
  const us = (ns: number) => (ns / 1000).toFixed(2);
  const ratio = median(theirs) / median(ours);
  console.log(
    `engine vs survey-core, ${journey.prefix} (${journey.steps.length} steps, ${path.length}-step walk, ${rounds} rounds):`,
  );
  console.log(`  ours applySampleStep:     median ${us(median(ours))} µs per transition`);
  console.log(`  ours advance only:        median ${us(median(advanceNs))} µs`);
  console.log(`  survey-core set+nextPage: median ${us(median(theirs))} µs per transition`);
  console.log(`  ratio: ours is ${ratio.toFixed(1)}× faster (goal ≥ 20×)`);
}

function benchJourney(): JourneyDef {
  const loan = findJourney('business-loan/idfc');
  if (loan) return loan;
  return [...journeys].sort((a, b) => b.steps.length - a.steps.length)[0] as JourneyDef;
}

/** The outcomes the step's call answered on this save (settled waits included), as values. */
function answeredOutcomes(applied: AppliedStep, stepId: string): Answers {
  const out: Answers = {};
  for (const [name, record] of Object.entries(applied.state.calls ?? {})) {
    if (record.stepId === stepId) out[outcomeName(name)] = record.outcome;
  }
  return out;
}

function setAll(survey: Model, values: Answers): void {
  for (const [key, value] of Object.entries(values)) survey.setValue(key, value);
}

function landedOn(survey: Model): string | null {
  return survey.currentPage?.name ?? null;
}

/** The page our result lands on: a step's, an exit's (the reject screen), none past the end. */
function expectedOf(next: AppliedStep['next']): string | null {
  if (next.type === 'step') return pageName(next.stepId);
  return next.type === 'exit' ? pageName(`exit:${next.exit}`) : null;
}

function checkSame(
  journey: JourneyDef,
  stepId: string,
  next: AppliedStep['next'],
  moved: boolean,
  landed: string | null,
): void {
  const expected = expectedOf(next);
  const got = moved ? landed : null;
  if (expected !== got) {
    throw new Error(`${journey.prefix}/${stepId}: engine goes to ${expected}, SurveyJS to ${got}`);
  }
}

/**
 * The exit rules on the walk's steps, each checked once: the walk up to the step, then the
 * values of a rule's exit condition (only answer conditions are tried; an outcome-only exit
 * is covered by the same trigger and is not walked here).
 */
function checkExits(journey: JourneyDef): void {
  const path = samplePath(journey.prefix, BRANCH);
  for (let at = 0; at < path.length; at++) {
    const [stepId, sample] = path[at] as [string, Answers];
    const step = journey.steps.find((s) => s.id === stepId);
    for (const rule of step?.next ?? []) {
      if (!('exit' in rule) || !rule.when || !('field' in rule.when) || !('eq' in rule.when)) {
        continue;
      }
      const values = { ...sample, [rule.when.field]: rule.when.eq };
      const survey = new Model(journeyToSurvey(journey));
      let state = journeyState(journey);
      for (const [id, v] of path.slice(0, at)) {
        const applied = applySampleStep(journey, state, id, v, { branch: BRANCH });
        setAll(survey, { ...v, ...answeredOutcomes(applied, id) });
        survey.nextPage();
        state = applied.state;
      }
      const applied = applySampleStep(journey, state, stepId, values, { branch: BRANCH });
      setAll(survey, { ...values, ...answeredOutcomes(applied, stepId) });
      const moved = survey.nextPage();
      if (applied.next.type !== 'exit') throw new Error(`${stepId}: engine does not exit`);
      checkSame(journey, stepId, applied.next, moved, landedOn(survey));
    }
  }
}
