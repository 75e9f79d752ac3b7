import { ApiError } from '../../api/ApiError';
import { sendLoginOtp } from '../../api/authApi';
import { AppLink } from '../../app/AppLink';
import { homePath, returnPath } from '../../app/navRules';
import { Redirect } from '../../app/Redirect';
import { useNavigate, useNavState } from '../../app/router';
import { useSession } from '../../app/session';
import { GOTO_PATH_KEY, readSession } from '../../lib/sessionKeys';
import { AuthLayout } from './AuthLayout';
import { loginReason } from './loginReason';
import { MobileOtpForm } from './MobileOtpForm';
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
    return <Redirect to={returnPath(readSession(GOTO_PATH_KEY)) ?? homePath()} />;
  }
  return <LoginForm />;
}

function LoginForm() {
  const navigate = useNavigate();
  const nav = useNavState();
  const reason = loginReason(readSession(GOTO_PATH_KEY));

  const send = async (mobile: string) => {
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
      if (error instanceof ApiError && error.status === 400) {
        navigate('/sign-up', { state: { mobile, newNumber: true } });
      } else if (error instanceof ApiError && error.status === 401) {
        navigate('/', { replace: true });
      } else {
        throw error;
      }
    }
  };

  return (
    <AuthLayout title="Log in">
      {reason && <p className="notice">{reason}</p>}
      <p>Enter your mobile number. We will send you a one-time password (OTP) by SMS.</p>
      <MobileOtpForm
        id="login-mobile"
        label="Mobile number"
        autoComplete="tel-national"
        initialMobile={typeof nav.mobile === 'string' ? nav.mobile : ''}
        submitLabel="Get OTP"
        onSend={send}
      />
      <p>
        New here? <AppLink to="/sign-up">Create an account</AppLink>
      </p>
    </AuthLayout>
  );
}
