import type { CallRecord } from './journeyState.js';

/**
 * The call records still valid for `history`: those made by a step of it. A step that left the
 * history (the user went back before it) makes its call again when saved again, so its old
 * outcome, possibly from other answers, is never read. `except` drops one step's record (the
 * step being saved, whose new result replaces it).
 */
export function pruneCalls(
  calls: Readonly<Record<string, CallRecord>> | undefined,
  history: readonly string[],
  except?: string,
): { calls: Record<string, CallRecord>; dropped: string[] } {
  const kept: Record<string, CallRecord> = {};
  const dropped: string[] = [];
  for (const [name, record] of Object.entries(calls ?? {})) {
    if (record.stepId !== except && history.includes(record.stepId)) kept[name] = record;
    else dropped.push(name);
  }
  return { calls: kept, dropped };
}
