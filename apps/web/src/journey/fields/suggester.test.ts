import type { Suggestion } from '@tara/core/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestFetch } from './suggester';
import { createSuggester, moveActive, SUGGEST_DEBOUNCE_MS, shouldQuery } from './suggester';

const item = (id: number, name: string): Suggestion => ({ id, name });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSuggester', () => {
  it('queries 300 ms after the last keystroke, from 2 characters', async () => {
    const fetchMock = vi.fn<SuggestFetch>(async () => [item(1, 'Mumbai')]);
    const onResults = vi.fn();
    const s = createSuggester(fetchMock, onResults);
    s.input('M');
    expect(onResults).toHaveBeenLastCalledWith([], 'M');
    s.input('Mu');
    s.input('Mum');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('Mum');
    expect(onResults).toHaveBeenLastCalledWith([item(1, 'Mumbai')], 'Mum');
  });

  it('shows only the latest query’s answer', async () => {
    let resolveFirst: (v: Suggestion[]) => void = () => {};
    const fetchMock = vi
      .fn<SuggestFetch>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockResolvedValueOnce([item(2, 'Pune')]);
    const onResults = vi.fn();
    const s = createSuggester(fetchMock, onResults);
    s.input('Mu');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    s.input('Pu');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    resolveFirst([item(1, 'Mumbai')]);
    await vi.runAllTimersAsync();
    expect(onResults).toHaveBeenLastCalledWith([item(2, 'Pune')], 'Pu');
    expect(onResults).not.toHaveBeenCalledWith([item(1, 'Mumbai')], 'Mu');
    const [, firstSignal] = fetchMock.mock.calls[0] ?? [];
    expect(firstSignal?.aborted).toBe(true);
  });

  it('ignores a failed fetch silently', async () => {
    const onResults = vi.fn();
    const s = createSuggester(async () => Promise.reject(new Error('offline')), onResults);
    s.input('Mum');
    await vi.runAllTimersAsync();
    expect(onResults).not.toHaveBeenCalled();
  });

  it('drops a pending query on cancel (a pick, leaving the box)', async () => {
    const fetchMock = vi.fn<SuggestFetch>(async () => []);
    const s = createSuggester(fetchMock, vi.fn());
    s.input('Mum');
    s.cancel();
    await vi.runAllTimersAsync();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('suggestion helpers', () => {
  it('queries from two non-blank characters', () => {
    expect(shouldQuery(' M ')).toBe(false);
    expect(shouldQuery('Mu')).toBe(true);
  });

  it('moves through the list with the arrows, wrapping around', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
