import type { FormEvent } from 'react';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { sendLoginOtp } from '../../api/authApi';
import { AppLink } from '../../app/AppLink';
import { homePath, returnPath } from '../../app/navRules';
import { Redirect } from '../../app/Redirect';
import { useNavigate, useNavState } from '../../app/router';
import { useSession } from '../../app/session';
import { isDesktop } from '../../app/useBack';
import { GOTO_PATH_KEY, readSession } from '../../lib/sessionKeys';
import { AuthLayout, TextBox } from './AuthLayout';
import { cleanMobile, mobileError } from './authForm';
import type { OtpState } from './otpState';
import { LOGIN_URL } from './otpState';

/**
 * /login (spec AUTH-08..10): the mobile gets a login OTP (POST /user/login/otp), then
 * /confirm-otp with the login URL. An unknown number (400) goes to sign-up with the number;
 * 401 goes to '/'. Someone already logged in goes on to the saved location, else home.
 */
export function LoginPage() {
  const session = useSession();
  if (session.isLoggedIn) {
    return <Redirect to={returnPath(readSession(GOTO_PATH_KEY)) ?? homePath(isDesktop())} />;
  }
  return <LoginForm />;
}

function LoginForm() {
  const navigate = useNavigate();
  const nav = useNavState();
  const [mobile, setMobile] = useState(typeof nav.mobile === 'string' ? nav.mobile : '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = mobileError(mobile);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (invalid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const sent = await sendLoginOtp(mobile);
      const otp: OtpState = {
        loginUrl: LOGIN_URL,
        mobile,
        editPath: '/login',
        resendIn: sent.data.results.resend_in,
      };
      navigate('/confirm-otp', { state: { otp } });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 400) {
        navigate('/sign-up', { state: { mobile, newNumber: true } });
      } else if (error instanceof ApiError && error.status === 401) {
        navigate('/', { replace: true });
      } else {
        setFailure(error instanceof ApiError ? error.message : 'Something went wrong.');
      }
    }
  };

  return (
    <AuthLayout title="Log in">
      <p>Enter your mobile number. We will send you a one-time password (OTP) by SMS.</p>
      <form onSubmit={submit} noValidate className="auth__form">
        <TextBox
          id="login-mobile"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          prefix="+91"
          value={mobile}
          error={touched ? invalid : null}
          onChange={(v) => setMobile(cleanMobile(v))}
          onBlur={() => setTouched(mobile.length > 0)}
        />
        {failure && (
          <p className="auth__alert" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button auth__submit" disabled={busy}>
          {busy ? 'Sending OTP…' : 'Get OTP'}
        </button>
      </form>
      <p>
        New here? <AppLink to="/sign-up">Create an account</AppLink>
      </p>
    </AuthLayout>
  );
}
