import type { Answers, JourneyDef } from '@tara/core';
import { advance, applyStep, findJourney, journeyState, journeys, samplePath } from '@tara/core';
import { Model } from 'survey-core';
import { journeyToSurvey, pageName } from './journeyToSurvey.js';
import { median } from './stats.js';

/**
 * Next-step evaluation, our engine against SurveyJS's (survey-core) on the same graph: the
 * business loan's 43 steps when it is registered, else the largest journey. Each step of a
 * sample walk is one transition: ours `applyStep` (merge, prune, advance), theirs setting the
 * step's values then `nextPage()`. The first round checks both land on the same step.
 */
export function surveyCompareBench(rounds = 300): void {
  const journey = benchJourney();
  const path = samplePath(journey.prefix, 'default');
  const survey = new Model(journeyToSurvey(journey));
  const ours: number[] = [];
  const theirs: number[] = [];
  const advanceNs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let state = journeyState(journey);
    survey.clear(true, true);
    for (const [stepId, values] of path) {
      let t = process.hrtime.bigint();
      const applied = applyStep(journey, state, stepId, values);
      ours.push(Number(process.hrtime.bigint() - t));
      t = process.hrtime.bigint();
      advance(journey, stepId, applied.state.answers);
      advanceNs.push(Number(process.hrtime.bigint() - t));
      t = process.hrtime.bigint();
      setAll(survey, values);
      const moved = survey.nextPage();
      theirs.push(Number(process.hrtime.bigint() - t));
      if (round === 0) checkSame(journey, stepId, applied.next, moved, survey.currentPage?.name);
      state = applied.state;
    }
  }
  const us = (ns: number) => (ns / 1000).toFixed(2);
  const ratio = median(theirs) / median(ours);
  console.log(
    `engine vs survey-core, ${journey.prefix} (${journey.steps.length} steps, ${path.length}-step walk, ${rounds} rounds):`,
  );
  console.log(`  ours applyStep:           median ${us(median(ours))} µs per transition`);
  console.log(`  ours advance only:        median ${us(median(advanceNs))} µs`);
  console.log(`  survey-core set+nextPage: median ${us(median(theirs))} µs per transition`);
  console.log(`  ratio: ours is ${ratio.toFixed(1)}× faster (goal ≥ 20×)`);
}

function benchJourney(): JourneyDef {
  const loan = findJourney('business-loan/idfc');
  if (loan) return loan;
  return [...journeys].sort((a, b) => b.steps.length - a.steps.length)[0] as JourneyDef;
}

function setAll(survey: Model, values: Answers): void {
  for (const [key, value] of Object.entries(values)) survey.setValue(key, value);
}

function checkSame(
  journey: JourneyDef,
  stepId: string,
  next: ReturnType<typeof applyStep>['next'],
  moved: boolean,
  page: string | undefined,
): void {
  const expected = next.type === 'step' ? pageName(next.stepId) : null;
  const landed = moved ? (page ?? null) : null;
  if (expected !== landed) {
    throw new Error(
      `${journey.prefix}/${stepId}: engine goes to ${expected}, SurveyJS to ${landed}`,
    );
  }
}
