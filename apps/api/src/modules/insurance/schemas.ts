import { INSURANCE_ENTRY_PARAMS, parseInsuranceEntryQuery } from '@tara/core';
import { z } from 'zod';

// The insurance entry query (spec 03 §2, INS-COM-06, INS-COM-07) as the API reads it: one
// schema that documents every parameter and hands the reading to core's
// `parseInsuranceEntryQuery`, the same reader the browser uses (decision 045). A malformed
// value reads as absent, never as a 400: init errors are logged and otherwise ignored.

const param = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .describe('As in the entry link; a repeated parameter counts once (its first value)');

const shape = Object.fromEntries(INSURANCE_ENTRY_PARAMS.map((name) => [name, param])) as Record<
  (typeof INSURANCE_ENTRY_PARAMS)[number],
  typeof param
>;

/** The entry query: am, appVersion, …, partner_id, mobile; admin formSource, selectedPL. */
export const InsuranceEntryQuerySchema = z.object(shape).transform(parseInsuranceEntryQuery);
