import type { SessionUser } from '@tara/core/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchSessionUser: vi.fn(), logoutSession: vi.fn() }));
vi.mock('../api/sessionApi', () => api);

const USER: SessionUser = {
  id: 'u-1',
  user_id: 'u-1',
  mobile: '9876543210',
  first_name: 'Asha',
  middle_name: null,
  last_name: 'Rao',
  name: 'Asha Rao',
  email: null,
  is_verified: true,
  membership_type: 2,
  management: { cb: [] },
  is_admin: false,
};

function stubStorage() {
  const areas = {
    localStorage: new Map<string, string>(),
    sessionStorage: new Map<string, string>(),
  };
  const area = (m: Map<string, string>) => ({
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => m.set(k, v),
    removeItem: (k: string) => m.delete(k),
  });
  vi.stubGlobal('window', {
    localStorage: area(areas.localStorage),
    sessionStorage: area(areas.sessionStorage),
  });
  return areas;
}

beforeEach(() => {
  vi.resetModules();
  api.fetchSessionUser.mockReset();
  api.logoutSession.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session store', () => {
  it('starts checking; a found user is kept in memory, only id and membership type stored', async () => {
    const storage = stubStorage();
    api.fetchSessionUser.mockResolvedValue(USER);
    const { checkSession, sessionState } = await import('./session');
    expect(sessionState().status).toBe('checking');
    const [a, b] = [checkSession(), checkSession()];
    expect(await a).toEqual({ status: 'user', user: USER });
    expect(await b).toEqual({ status: 'user', user: USER });
    expect(api.fetchSessionUser).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(storage.localStorage)).toEqual({
      userId: 'u-1',
      membershipType: '2',
    });
  });

  it('treats 401 and a failed check as nobody', async () => {
    stubStorage();
    const { checkSession } = await import('./session');
    api.fetchSessionUser.mockResolvedValueOnce(null);
    expect((await checkSession()).status).toBe('anonymous');
    api.fetchSessionUser.mockRejectedValueOnce(new Error('offline'));
    expect((await checkSession()).status).toBe('anonymous');
  });

  it('logout clears the form state, the saved location, the login state, even when the call fails', async () => {
    const storage = stubStorage();
    const { logout, sessionState, signedIn } = await import('./session');
    signedIn(USER);
    storage.sessionStorage.set('incomplete_lead_id', 'L1');
    storage.sessionStorage.set('unverifiedUserId', 'U1');
    storage.sessionStorage.set('gotoPath', '/profile');
    storage.sessionStorage.set('appFlags', 'am=1&tm=0&dm=0');
    storage.localStorage.set('utmSource', 'google');
    api.logoutSession.mockRejectedValue(new Error('offline'));
    await logout();
    expect(sessionState()).toEqual({ status: 'anonymous', user: null });
    expect([...storage.sessionStorage.keys()]).toEqual(['appFlags']);
    expect([...storage.localStorage.keys()]).toEqual(['utmSource']);
  });
});
