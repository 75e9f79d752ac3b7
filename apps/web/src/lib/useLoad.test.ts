import { describe, expect, it } from 'vitest';
import { type Load, startLoad } from './useLoad';

/** A call the test answers by hand, and the signal it was given. */
function pending<T>() {
  let settle: { resolve: (v: T) => void; reject: (e: unknown) => void } | undefined;
  let given: AbortSignal | undefined;
  const load = (signal: AbortSignal) => {
    given = signal;
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    load,
    resolve: (v: T) => settle?.resolve(v),
    reject: (e: unknown) => settle?.reject(e),
    signal: () => given,
  };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('startLoad', () => {
  it('says loading, then the data', async () => {
    const call = pending<number>();
    const seen: Load<number>[] = [];
    startLoad(call.load, (s) => seen.push(s));
    expect(seen).toEqual([{ status: 'loading' }]);
    call.resolve(42);
    await settled();
    expect(seen).toEqual([{ status: 'loading' }, { status: 'ready', data: 42 }]);
  });

  it('says loading, then the error as thrown', async () => {
    const call = pending<number>();
    const seen: Load<number>[] = [];
    startLoad(call.load, (s) => seen.push(s));
    const failure = new Error('We could not load this offer.');
    call.reject(failure);
    await settled();
    expect(seen).toEqual([{ status: 'loading' }, { status: 'error', error: failure }]);
  });

  it('aborts its call when left (unmount), and drops what comes after', async () => {
    const call = pending<number>();
    const seen: Load<number>[] = [];
    const leave = startLoad(call.load, (s) => seen.push(s));
    leave();
    expect(call.signal()?.aborted).toBe(true);
    call.resolve(42);
    await settled();
    expect(seen).toEqual([{ status: 'loading' }]);
  });

  it('never reports the abort of a left run as an error', async () => {
    const call = pending<number>();
    const seen: Load<number>[] = [];
    const leave = startLoad(call.load, (s) => seen.push(s));
    leave();
    call.reject(new DOMException('The operation was aborted.', 'AbortError'));
    await settled();
    expect(seen).toEqual([{ status: 'loading' }]);
  });

  it('keeps only the latest run when the inputs change (rerun) or on reload', async () => {
    const first = pending<string>();
    const second = pending<string>();
    const seen: Load<string>[] = [];
    const leaveFirst = startLoad(first.load, (s) => seen.push(s));
    first.resolve('old query');
    await settled();
    // A rerun: React leaves the old run, then starts the new one.
    leaveFirst();
    startLoad(second.load, (s) => seen.push(s));
    first.resolve('late');
    second.resolve('new query');
    await settled();
    expect(seen).toEqual([
      { status: 'loading' },
      { status: 'ready', data: 'old query' },
      { status: 'loading' },
      { status: 'ready', data: 'new query' },
    ]);
  });

  it('drops a slow first answer that lands after the rerun’s', async () => {
    const first = pending<string>();
    const second = pending<string>();
    const seen: Load<string>[] = [];
    const leaveFirst = startLoad(first.load, (s) => seen.push(s));
    leaveFirst();
    startLoad(second.load, (s) => seen.push(s));
    second.resolve('new');
    await settled();
    first.resolve('old');
    await settled();
    expect(seen.at(-1)).toEqual({ status: 'ready', data: 'new' });
    expect(seen).toHaveLength(3);
  });
});
