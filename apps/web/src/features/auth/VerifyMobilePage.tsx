import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { sendLoginOtp, sendUserOtp } from '../../api/authApi';
import { AppLink } from '../../app/AppLink';
import { appFlags } from '../../app/appFlags';
import { useNavigate, useNavState } from '../../app/router';
import { useSession } from '../../app/session';
import { Alert } from '../../lib/Alert';
import { LEAD_ID_KEY, readSession, UNVERIFIED_USER_KEY } from '../../lib/sessionKeys';
import { AuthLayout } from './AuthLayout';
import { cleanMobile, formatMobile } from './authForm';
import { MobileOtpForm } from './MobileOtpForm';
import type { OtpState } from './otpState';
import { CONFIRM_URL, LOGIN_URL } from './otpState';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * /user/verify-mobile (needs a login): an admin verifies a customer's mobile on their behalf
 * (the customer and lead from the navigation state, else this tab's application; the server
 * records the on-behalf flag), or a user verifies their own mobile with a login OTP.
 */
export function VerifyMobilePage() {
  const session = useSession();
  const nav = useNavState();
  const userId = text(nav.userId) || readSession(UNVERIFIED_USER_KEY) || '';
  const leadId = text(nav.leadId) || readSession(LEAD_ID_KEY) || '';
  if (session.isAdmin && userId && leadId) {
    return (
      <OnBehalf
        userId={userId}
        leadId={leadId}
        mobile={cleanMobile(text(nav.mobile))}
        returnPath={text(nav.returnPath) || '/'}
      />
    );
  }
  return <OwnMobile />;
}

function OnBehalf(props: { userId: string; leadId: string; mobile: string; returnPath: string }) {
  const navigate = useNavigate();
  const send = async (mobile: string) => {
    const { userId, leadId, returnPath } = props;
    const sent = await sendUserOtp({ mobile, type: 'verify', userId, leadId });
    const otp: OtpState = {
      loginUrl: LOGIN_URL,
      confirmUrl: CONFIRM_URL,
      mobile,
      editPath: '/user/verify-mobile',
      resendIn: sent.data.results.resend_in,
      userId,
      leadId,
      am: appFlags().am,
      returnPath,
    };
    navigate('/confirm-otp', { state: { otp } });
  };
  return (
    <AuthLayout title="Verify the customer's mobile">
      <p>We will send a code to the customer's mobile. Ask them to read it out to you.</p>
      <MobileOtpForm
        id="verify-mobile"
        label="Customer's mobile number"
        autoComplete="off"
        initialMobile={props.mobile}
        submitLabel="Send OTP to the customer"
        onSend={send}
      />
    </AuthLayout>
  );
}

function OwnMobile() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  if (!user) return null;
  if (user.is_verified) {
    return (
      <AuthLayout title="Your mobile number">
        <p>
          <strong>{formatMobile(user.mobile)}</strong> is verified.
        </p>
        <AppLink to="/profile">Go to your profile</AppLink>
      </AuthLayout>
    );
  }
  const send = async () => {
    setFailure(null);
    try {
      const sent = await sendLoginOtp(user.mobile);
      const otp: OtpState = {
        loginUrl: LOGIN_URL,
        mobile: user.mobile,
        editPath: '/user/verify-mobile',
        resendIn: sent.data.results.resend_in,
        returnPath: '/profile',
      };
      navigate('/confirm-otp', { state: { otp } });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong.');
    }
  };
  return (
    <AuthLayout title="Verify your mobile number">
      <p>
        We will send a code to <strong>{formatMobile(user.mobile)}</strong>.
      </p>
      <Alert className="auth__alert">{failure}</Alert>
      <button type="button" className="button auth__submit" onClick={send}>
        Send OTP
      </button>
    </AuthLayout>
  );
}
