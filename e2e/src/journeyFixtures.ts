import type { Answers, JourneyDef } from '@tara/core';
import { samplePath } from '@tara/core';
import type { Page } from 'playwright-core';
import { walkStep } from './walkStep.js';

/** The definition the browser renders, as the API serves it. */
export async function fetchJourney(baseUrl: string, prefix: string): Promise<JourneyDef> {
  const res = await fetch(`${baseUrl}/api/journeys/${prefix}`);
  if (!res.ok) throw new Error(`GET /api/journeys/${prefix}: ${res.status}`);
  return (await res.json()) as JourneyDef;
}

/** Walks the first `count` steps of a named sample path (all of them by default). */
export async function walkPath(
  page: Page,
  journey: JourneyDef,
  branch: string,
  count = Number.POSITIVE_INFINITY,
): Promise<Answers> {
  let answers: Answers = {};
  for (const [stepId, values] of samplePath(journey.prefix, branch).slice(0, count)) {
    await walkStep(page, journey, stepId, values, answers);
    answers = { ...answers, ...values };
  }
  return answers;
}

/** Walks a named sample path with some answers replaced (a fresh mobile, a PAN for the sandbox). */
export async function walkWith(
  page: Page,
  journey: JourneyDef,
  branch: string,
  override: Answers,
): Promise<void> {
  let answers: Answers = {};
  for (const [stepId, sample] of samplePath(journey.prefix, branch)) {
    const values = { ...sample };
    for (const key of Object.keys(override)) {
      if (key in values) values[key] = override[key] ?? null;
    }
    await walkStep(page, journey, stepId, values, answers);
    answers = { ...answers, ...values };
  }
}
