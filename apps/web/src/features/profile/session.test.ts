import type { SessionUser } from '@tara/core/contract';
import { describe, expect, it } from 'vitest';
import { toProfileSession } from './session';

const USER: SessionUser = {
  id: 'u1',
  user_id: 'u1',
  mobile: '9876543210',
  first_name: 'Priya',
  middle_name: null,
  last_name: 'Sharma',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  is_verified: true,
  membership_type: null,
  management: { cb: [] },
  is_admin: false,
};

describe('toProfileSession', () => {
  it("maps the shell's session states", () => {
    expect(toProfileSession({ status: 'checking', user: null })).toEqual({ status: 'loading' });
    expect(toProfileSession({ status: 'anonymous', user: null })).toEqual({ status: 'signedOut' });
    expect(toProfileSession({ status: 'user', user: USER })).toEqual({
      status: 'signedIn',
      user: USER,
    });
  });

  it('treats a user state without a user as signed out', () => {
    expect(toProfileSession({ status: 'user', user: null })).toEqual({ status: 'signedOut' });
  });
});
