import type { Suggestion } from '@tara/core/contract';
import { debounce, type Timers } from '../../lib/debounce';

export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_MIN_CHARS = 2;

export type SuggestFetch = (q: string, signal: AbortSignal) => Promise<Suggestion[]>;

export interface Suggester {
  /** The user typed: query after the debounce from 2 characters, else clear the list. */
  input: (text: string) => void;
  /** Drop any pending or in-flight query (a pick, leaving the page). */
  cancel: () => void;
}

export function shouldQuery(text: string): boolean {
  return text.trim().length >= SUGGEST_MIN_CHARS;
}

/**
 * The autosuggest's query logic (VAL-32..34): 300 ms debounce, 2 characters minimum, only the
 * latest query's answer is shown, and a failed fetch is silently ignored.
 */
export function createSuggester(
  fetchSuggestions: SuggestFetch,
  onResults: (results: Suggestion[], q: string) => void,
  timers?: Timers,
): Suggester {
  let inFlight: AbortController | null = null;
  const abort = () => {
    inFlight?.abort();
    inFlight = null;
  };
  const run = debounce(
    (q: string) => {
      abort();
      const controller = new AbortController();
      inFlight = controller;
      fetchSuggestions(q, controller.signal).then(
        (results) => {
          if (inFlight !== controller) return;
          inFlight = null;
          onResults(results, q);
        },
        () => {
          if (inFlight === controller) inFlight = null;
        },
      );
    },
    SUGGEST_DEBOUNCE_MS,
    timers,
  );
  return {
    input(text) {
      abort();
      if (!shouldQuery(text)) {
        run.cancel();
        onResults([], text.trim());
        return;
      }
      run(text.trim());
    },
    cancel() {
      run.cancel();
      abort();
    },
  };
}

/** Arrow keys move through the list and wrap; -1 means no option is active. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
