import { describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  it('runs once, the given time after the last call, with its arguments', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn, 1000);
    run('a');
    vi.advanceTimersByTime(600);
    run('b');
    expect(run.pending).toBe(true);
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
    expect(run.pending).toBe(false);
    vi.useRealTimers();
  });

  it('cancels a pending call (the radio answer changed again, or Continue was pressed)', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn, 1000);
    run();
    run.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
