export interface Timers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
  readonly pending: boolean;
}

/** Calls `fn` once `ms` have passed without another call; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  timers: Timers = browserTimers,
): Debounced<A> {
  let handle: unknown = null;
  const run = (...args: A) => {
    if (handle !== null) timers.clear(handle);
    handle = timers.set(() => {
      handle = null;
      fn(...args);
    }, ms);
  };
  const debounced = run as Debounced<A>;
  debounced.cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  Object.defineProperty(debounced, 'pending', { get: () => handle !== null });
  return debounced;
}
