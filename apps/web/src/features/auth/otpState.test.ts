import { describe, expect, it } from 'vitest';
import { CONFIRM_URL, LOGIN_URL, modeOf, REGISTER_URL, readOtpState } from './otpState';

const LOGIN = { loginUrl: LOGIN_URL, mobile: '9876543210', editPath: '/login', resendIn: 30 };

describe('readOtpState', () => {
  it('reads a login state', () => {
    const state = readOtpState({ otp: LOGIN, idx: 2 });
    expect(state).toEqual(LOGIN);
    expect(state && modeOf(state)).toBe('login');
  });

  it('reads a sign-up state with its details', () => {
    const signUp = { first_name: 'Asha', last_name: 'Rao', email: 'asha@example.in' };
    const state = readOtpState({
      otp: { ...LOGIN, loginUrl: REGISTER_URL, editPath: '/sign-up', signUp },
    });
    expect(state?.signUp).toEqual(signUp);
    expect(state && modeOf(state)).toBe('register');
  });

  it('reads an admin verification with the confirm URL and the am flag', () => {
    const state = readOtpState({
      otp: {
        ...LOGIN,
        confirmUrl: CONFIRM_URL,
        userId: 'u1',
        leadId: 'l1',
        am: true,
        returnPath: '/credit-cards/sbi/step3',
      },
    });
    expect(state && modeOf(state)).toBe('verify');
    expect(state).toMatchObject({
      userId: 'u1',
      leadId: 'l1',
      am: true,
      returnPath: '/credit-cards/sbi/step3',
    });
  });

  it.each([
    ['no state', {}],
    ['another URL', { otp: { ...LOGIN, loginUrl: 'https://evil.example/user/login' } }],
    ['a bad mobile', { otp: { ...LOGIN, mobile: '12345' } }],
    ['an edit path off the app', { otp: { ...LOGIN, editPath: '//evil.example' } }],
    ['sign-up without details', { otp: { ...LOGIN, loginUrl: REGISTER_URL } }],
    [
      'a confirm URL elsewhere',
      { otp: { ...LOGIN, confirmUrl: '/user/delete', userId: 'u', leadId: 'l' } },
    ],
    ['verification without the lead', { otp: { ...LOGIN, confirmUrl: CONFIRM_URL, userId: 'u' } }],
  ])('refuses %s', (_name, nav) => {
    expect(readOtpState(nav)).toBeNull();
  });

  it('drops a return path off the app and caps the wait', () => {
    const state = readOtpState({
      otp: { ...LOGIN, resendIn: 99999, returnPath: 'https://x.example' },
    });
    expect(state?.returnPath).toBeUndefined();
    expect(state?.resendIn).toBe(600);
  });
});
