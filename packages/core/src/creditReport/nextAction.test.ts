import { describe, expect, it } from 'vitest';
import { NEXT_ACTION, nextScreen, selfPullPath } from './nextAction.js';

describe('nextScreen', () => {
  it('maps each of the nine next actions to its screen (CR-10…CR-18)', () => {
    expect(nextScreen(1)).toEqual({ kind: 'home' });
    expect(nextScreen(2)).toEqual({ kind: 'confirm' });
    expect(nextScreen(3)).toEqual({ kind: 'verifyMobile' });
    expect(nextScreen(4)).toEqual({
      kind: 'edit',
      fields: ['firstname', 'middlename', 'lastname', 'pancard'],
    });
    expect(nextScreen(5)).toEqual({ kind: 'edit', fields: ['mobile'] });
    expect(nextScreen(6)).toEqual({ kind: 'edit', fields: ['email'] });
    expect(nextScreen(7)).toEqual({ kind: 'edit', fields: ['mobile', 'email'] });
    expect(nextScreen(8, '/self-pull/step-3')).toEqual({
      kind: 'route',
      path: '/self-pull/step-3',
    });
    expect(nextScreen(NEXT_ACTION.editAll)).toMatchObject({ kind: 'edit' });
    expect(nextScreen(42)).toEqual({ kind: 'stay' });
  });

  it('rewrites a next action naming credit-report/fetch to the self-pull (CR-09)', () => {
    expect(selfPullPath('/api/credit-report/fetch?x=1')).toBe('/credit-report/self-pull');
    expect(nextScreen(8, 'credit-report/fetch')).toEqual({
      kind: 'route',
      path: '/credit-report/self-pull',
    });
  });
});
