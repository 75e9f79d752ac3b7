import { type DependencyList, useCallback, useEffect, useState } from 'react';

// A page's data from the API, loaded the one way: the call runs on mount, again when what it
// depends on changes and on `reload()`; each run has its own AbortSignal, aborted when the next
// run starts or the page goes away, and a run that was left never touches the state (its late
// answer is dropped, its abort is not an error).

export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

const LOADING: Load<never> = { status: 'loading' };

/** Starts one run of `load`, telling `onState` what happens; the function returned leaves it. */
export function startLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  onState: (state: Load<T>) => void,
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  onState(LOADING);
  load(signal).then(
    (data) => signal.aborted || onState({ status: 'ready', data }),
    (error: unknown) => signal.aborted || onState({ status: 'error', error }),
  );
  return () => controller.abort();
}

/**
 * `load` run by `startLoad` on mount and whenever `deps` change (the same list a useEffect
 * would take), and again on `reload()`.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>(LOADING);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` are the caller's, `round` is reload()
  useEffect(() => startLoad(load, setState), [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
