import { describe, expect, it } from 'vitest';
import { afterRefusal, type PullView, selfPullThemeMode } from './selfPullFlow';

const form: PullView = { kind: 'form', editable: null, details: false };

describe('afterRefusal', () => {
  it('opens only the mobile, with the masked-mobile text, on next action 5', () => {
    const next = afterRefusal(
      {
        status: 409,
        errors: ['Your credit report is linked to XXXXXX5521'],
        metadata: {
          next_action: 5,
          stgOneHitId: 'S1',
          masked_mobiles_message: 'Your credit report is linked to XXXXXX5521',
        },
      },
      form,
      {},
    );
    expect(next.view).toEqual({ kind: 'form', editable: ['mobile'], details: false });
    expect(next.message).toBe('Your credit report is linked to XXXXXX5521');
    expect(next.ids).toEqual({ stageOneId: 'S1' });
  });

  it('asks for an OTP on 3, a confirmation on 2 (keeping both ids), and goes home on 1', () => {
    expect(
      afterRefusal({ status: 403, errors: ['x'], metadata: { next_action: 3 } }, form, {}).view,
    ).toEqual({
      kind: 'verifyMobile',
    });
    const confirm = afterRefusal(
      {
        status: 409,
        errors: ['c'],
        metadata: { next_action: 2, stgOneHitId: 'A', stgTwoHitId: 'B' },
      },
      form,
      { stageOneId: 'old' },
    );
    expect(confirm.view).toEqual({ kind: 'confirm' });
    expect(confirm.ids).toEqual({ stageOneId: 'A', stageTwoId: 'B' });
    expect(
      afterRefusal({ status: 200, errors: [], metadata: { next_action: 1 } }, form, {}).view.kind,
    ).toBe('home');
  });

  it('opens the route of next action 8 (credit-report/fetch becomes the self-pull) and every field on 9', () => {
    const route = afterRefusal(
      {
        status: 404,
        errors: ['We were unable to pull your credit report'],
        metadata: { next_action: 8, next_path: '/self-pull/step-3' },
      },
      form,
      {},
    );
    expect(route.route).toBe('/self-pull/step-3');
    expect(route.message).toBe('We were unable to pull your credit report');
    const fetch = afterRefusal(
      {
        status: 404,
        errors: ['x'],
        metadata: { next_action: 8, next_path: '/api/credit-report/fetch' },
      },
      form,
      {},
    );
    expect(fetch.route).toBe('/credit-report/self-pull');
    const all = afterRefusal(
      { status: 404, errors: ['x'], metadata: { next_action: 9 } },
      { ...form, details: true },
      {},
    );
    expect(all.view).toMatchObject({ kind: 'form', details: true });
  });

  it('keeps the view and shows the errors when there is no next action', () => {
    const next = afterRefusal({ status: 502, errors: [], metadata: {} }, form, {});
    expect(next.view).toBe(form);
    expect(next.message).toBe('Something went wrong. Please try again later!');
  });
});

describe('selfPullThemeMode (CR-25)', () => {
  it('takes theme mode 1 in the app from version 51, once', () => {
    const app = { am: true, tm: false, appVersion: 51 };
    expect(selfPullThemeMode(app)).toBe(true);
    expect(selfPullThemeMode({ ...app, appVersion: 50 })).toBe(false);
    expect(selfPullThemeMode({ ...app, appVersion: null })).toBe(false);
    expect(selfPullThemeMode({ ...app, am: false })).toBe(false);
    // tm=1 in the URL: the shell already adds the room.
    expect(selfPullThemeMode({ ...app, tm: true })).toBe(false);
  });
});
