import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import {
  loginWithOtp,
  register,
  sendLoginOtp,
  sendUserOtp,
  verifyOnBehalf,
} from '../../api/authApi';
import { homePath, returnPath } from '../../app/navRules';
import { Redirect } from '../../app/Redirect';
import { useNavigate, useNavState } from '../../app/router';
import { signedIn } from '../../app/session';
import { Alert } from '../../lib/Alert';
import { GOTO_PATH_KEY, readSession, writeSession } from '../../lib/sessionKeys';
import { AuthLayout, TextBox } from './AuthLayout';
import { cleanOtp, formatMobile, formatWait, otpError } from './authForm';
import type { OtpState } from './otpState';
import { modeOf, readOtpState } from './otpState';

export const INCORRECT_OTP = 'Incorrect OTP';

/**
 * /confirm-otp (spec AUTH-02, AUTH-11/12): the code sent to the number in the navigation
 * state. Login and sign-up log in and go back to the saved location (gotoPath), else home;
 * an admin's verification on a customer's behalf goes back to the application. A wrong code
 * shows the server's message ('Incorrect OTP') and marks the box invalid (signInOtpMatch
 * false). Resend waits out the server's cooldown, shown as a countdown.
 */
export function ConfirmOtpPage() {
  const state = readOtpState(useNavState());
  if (!state) return <Redirect to="/login" />;
  return <ConfirmOtp state={state} />;
}

function ConfirmOtp({ state }: { state: OtpState }) {
  const navigate = useNavigate();
  const mode = modeOf(state);
  const [otp, setOtp] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  /** signInOtpMatch / signUpOtpMatch: false after a wrong code, until the code changes. */
  const [otpMatch, setOtpMatch] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [wait, setWait] = useState(state.resendIn);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const invalid = otpError(otp);

  const confirm = async () => {
    if (mode === 'verify') {
      await verifyOnBehalf({ userId: state.userId ?? '', leadId: state.leadId ?? '', otp });
      return navigate(state.returnPath ?? '/', { replace: true });
    }
    const user =
      mode === 'register'
        ? await register({ mobile: state.mobile, otp, ...state.signUp })
        : await loginWithOtp({ mobile: state.mobile, otp });
    signedIn(user);
    const back = returnPath(readSession(GOTO_PATH_KEY));
    writeSession(GOTO_PATH_KEY, null);
    // Replaces the OTP entry: its state (the number) does not stay in the history.
    navigate(back ?? homePath(), { replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (invalid || busy) return;
    setBusy(true);
    setFailure(null);
    setStatus('');
    try {
      await confirm();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.flags.isInvalidOtp) {
        setOtpMatch(false);
        setFailure(error.errors[0] ?? INCORRECT_OTP);
      } else {
        setFailure(error instanceof ApiError ? error.message : 'Something went wrong.');
      }
    }
  };

  const resend = async () => {
    setFailure(null);
    setStatus('');
    try {
      const sent =
        mode === 'login'
          ? await sendLoginOtp(state.mobile)
          : await sendUserOtp(
              mode === 'register'
                ? { mobile: state.mobile, type: 1, ...state.signUp }
                : {
                    mobile: state.mobile,
                    type: 'verify',
                    userId: state.userId,
                    leadId: state.leadId,
                  },
            );
      setWait(sent.data.results.resend_in);
      setOtp('');
      setOtpMatch(true);
      setStatus('A new OTP is on its way.');
    } catch (error) {
      if (error instanceof ApiError && error.flags.retryAfter) setWait(error.flags.retryAfter);
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong.');
    }
  };

  const title = mode === 'verify' ? "Enter the customer's OTP" : 'Enter the OTP';
  return (
    <AuthLayout title={title}>
      <p>
        {mode === 'verify'
          ? 'Ask the customer for the 6-digit code sent to '
          : 'We sent a 6-digit code to '}
        <strong>{formatMobile(state.mobile)}</strong>.{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => navigate(state.editPath, { state: { mobile: state.mobile } })}
        >
          Edit number
        </button>
      </p>
      <form onSubmit={submit} noValidate className="auth__form">
        <TextBox
          id="otp-code"
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          error={attempted && otpMatch ? invalid : null}
          invalid={!otpMatch}
          describedBy={failure ? 'otp-failure' : undefined}
          onChange={(v) => {
            setOtp(cleanOtp(v));
            setOtpMatch(true);
          }}
        />
        <Alert id="otp-failure" className="auth__alert">
          {failure}
        </Alert>
        <button type="submit" className="button auth__submit" disabled={busy}>
          {busy ? 'Checking…' : 'Verify'}
        </button>
      </form>
      <p className="auth__resend">
        Did not get it?{' '}
        <button type="button" className="link-button" onClick={resend} disabled={wait > 0}>
          Resend OTP
        </button>
        {wait > 0 && <span> in {formatWait(wait)}</span>}
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </AuthLayout>
  );
}
