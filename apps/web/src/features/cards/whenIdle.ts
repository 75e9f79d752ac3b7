/**
 * Runs `run` once the main thread is idle (within `timeout` ms at the latest; on the next
 * turn in a browser without requestIdleCallback, e.g. older Safari); returns a cancel.
 * For work the first paint does not need.
 */
export function whenIdle(run: () => void, timeout = 300): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}
