import { describe, expect, it } from 'vitest';
import { v2Journey as j } from './engineV2.fixture.js';
import { lastLocation, stepRoute } from './stepRoute.js';

describe('lastLocation', () => {
  const base = { version: 1, answers: {}, history: ['step1', 'step2'] };

  it('is the current step, the final route when done, the exit route when exited', () => {
    expect(stepRoute(j, 'step3')).toBe('test/v2/step3');
    expect(lastLocation(j, { ...base, current: 'step3' })).toBe('test/v2/step3');
    expect(lastLocation(j, { ...base, current: null })).toBe('test/v2/done');
    const exit = { name: 'rejected', stepId: 'step2' };
    expect(lastLocation(j, { ...base, current: null, exit })).toBe('test/v2/status');
  });

  it('falls back to the final route for an exit the definition no longer has', () => {
    const exit = { name: 'gone', stepId: 'step2' };
    expect(lastLocation(j, { ...base, current: null, exit })).toBe('test/v2/done');
  });
});
