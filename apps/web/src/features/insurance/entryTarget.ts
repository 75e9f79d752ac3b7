import { coverOf, type InsuranceEntryQuery, insuranceModeOf, planById } from '@tara/core/insurance';
import type { JourneyEntry } from '@tara/core/journeyList';

/** Where an insurance entry link goes (decision 048): the product's journey, with its plan. */
export interface EntryTarget {
  prefix: string;
  /** The journey's first step: the plan step of the shop covers. */
  first: string;
  /** The plan of the query, when it is one of the product's plans; else null. */
  plan: string | null;
}

/**
 * The product's journey for an entry query (`prettyName`, else `instrumentId`), or null when
 * the product has no journey here yet. A `plan` of another product is ignored.
 */
export function entryTarget(
  query: InsuranceEntryQuery,
  journeys: readonly JourneyEntry[],
): EntryTarget | null {
  const product = insuranceModeOf(query);
  if (!product) return null;
  const prefix = `insurance/${coverOf(product).slug}`;
  const journey = journeys.find((j) => j.prefix === prefix);
  if (!journey) return null;
  const plan = query.plan === null ? null : planById(query.plan);
  return {
    prefix,
    first: journey.first,
    plan: plan && plan.product === product ? String(plan.planId) : null,
  };
}

/** The session key the spec names for the once-per-session form reset. */
export const FORM_RESET_KEY = 'formResetted';
