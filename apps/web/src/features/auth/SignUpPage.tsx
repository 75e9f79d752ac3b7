import type { ComponentProps, FormEvent } from 'react';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { sendUserOtp } from '../../api/authApi';
import { AppLink } from '../../app/AppLink';
import { useNavigate, useNavState } from '../../app/router';
import { Alert } from '../../lib/Alert';
import { AuthLayout, TextBox } from './AuthLayout';
import type { SignUpValues } from './authForm';
import { cleanMobile, signUpErrors } from './authForm';
import type { OtpState } from './otpState';
import { REGISTER_URL } from './otpState';

export const USER_EXISTS_MESSAGE =
  'An account with this mobile number or e-mail already exists. Please log in instead.';

/**
 * /sign-up (spec AUTH-09, AUTH-13): names, e-mail and mobile (core rules), a sign-up OTP
 * (POST /user/otp type 1), then /confirm-otp with the register URL. Details that already
 * belong to a user show the user-exists message.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const nav = useNavState();
  const [values, setValues] = useState<SignUpValues>({
    first_name: '',
    last_name: '',
    email: '',
    mobile: typeof nav.mobile === 'string' ? cleanMobile(nav.mobile) : '',
  });
  const [touched, setTouched] = useState<Partial<Record<keyof SignUpValues, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [userExists, setUserExists] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const errors = signUpErrors(values);

  const set = (key: keyof SignUpValues) => (text: string) => {
    setValues((v) => ({ ...v, [key]: key === 'mobile' ? cleanMobile(text) : text }));
    setServerFields(({ [key]: _dropped, ...rest }) => rest);
  };
  const shown = (key: keyof SignUpValues) =>
    serverFields[key] ?? (touched[key] || attempted ? errors[key] : undefined);
  const blur = (key: keyof SignUpValues) => () => setTouched((t) => ({ ...t, [key]: true }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (Object.keys(errors).length > 0 || busy) return;
    setBusy(true);
    setFailure(null);
    setUserExists(false);
    const signUp = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
    };
    try {
      const sent = await sendUserOtp({ mobile: values.mobile, type: 1, ...signUp });
      const otp: OtpState = {
        loginUrl: REGISTER_URL,
        mobile: values.mobile,
        editPath: '/sign-up',
        resendIn: sent.data.results.resend_in,
        signUp,
      };
      navigate('/confirm-otp', { state: { otp } });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.flags.userExists) setUserExists(true);
      else if (error instanceof ApiError) {
        setServerFields(error.fields);
        setFailure(error.message);
      } else setFailure('Something went wrong.');
    }
  };

  return (
    <AuthLayout title="Create your account">
      {nav.newNumber === true && (
        <p className="auth__note">This number is new to us. Tell us your name to sign up.</p>
      )}
      <form onSubmit={submit} noValidate className="auth__form">
        {FIELDS.map(({ key, ...field }) => (
          <TextBox
            key={key}
            {...field}
            value={values[key]}
            error={shown(key)}
            onChange={set(key)}
            onBlur={blur(key)}
          />
        ))}
        {userExists && (
          <p className="auth__alert" role="alert">
            {USER_EXISTS_MESSAGE} <AppLink to="/login">Log in</AppLink>
          </p>
        )}
        <Alert className="auth__alert">{failure}</Alert>
        <button type="submit" className="button auth__submit" disabled={busy}>
          {busy ? 'Sending OTP…' : 'Get OTP'}
        </button>
      </form>
      <p>
        Already have an account? <AppLink to="/login">Log in</AppLink>
      </p>
    </AuthLayout>
  );
}

/** The sign-up boxes, in the order the form shows them. */
const FIELDS: readonly ({ key: keyof SignUpValues } & Omit<
  ComponentProps<typeof TextBox>,
  'value' | 'error' | 'onChange' | 'onBlur'
>)[] = [
  {
    key: 'first_name',
    id: 'signup-first',
    label: 'First name',
    autoComplete: 'given-name',
    maxLength: 40,
  },
  {
    key: 'last_name',
    id: 'signup-last',
    label: 'Last name',
    autoComplete: 'family-name',
    maxLength: 40,
  },
  {
    key: 'email',
    id: 'signup-email',
    label: 'E-mail (optional)',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    maxLength: 100,
  },
  {
    key: 'mobile',
    id: 'signup-mobile',
    label: 'Mobile number',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: 14,
    prefix: '+91',
  },
];
