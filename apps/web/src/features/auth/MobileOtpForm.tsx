import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { Alert } from '../../lib/Alert';
import { TextBox } from './AuthLayout';
import { cleanMobile, mobileError } from './authForm';

export interface MobileOtpFormProps {
  id: string;
  label: string;
  /** 'tel-national' for the user's own number; 'off' for a customer's typed by staff. */
  autoComplete: string;
  initialMobile: string;
  submitLabel: string;
  /** Sends the OTP and moves on; a thrown error is shown under the box, the number kept. */
  onSend: (mobile: string) => Promise<void>;
  children?: ReactNode;
}

/**
 * One mobile number box and a send button (login, verifying a customer's mobile): the number
 * is checked as typed, shown invalid after the first blur or submit, and sent once at a time.
 */
export function MobileOtpForm(props: MobileOtpFormProps) {
  const [mobile, setMobile] = useState(cleanMobile(props.initialMobile));
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
      await props.onSend(mobile);
    } catch (error) {
      setBusy(false);
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong.');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="auth__form">
      <TextBox
        id={props.id}
        label={props.label}
        type="tel"
        inputMode="numeric"
        autoComplete={props.autoComplete}
        maxLength={14}
        prefix="+91"
        value={mobile}
        error={touched ? invalid : null}
        onChange={(v) => setMobile(cleanMobile(v))}
        onBlur={() => setTouched(mobile.length > 0)}
      />
      <Alert className="auth__alert">{failure}</Alert>
      {props.children}
      <button type="submit" className="button auth__submit" disabled={busy}>
        {busy ? 'Sending OTP…' : props.submitLabel}
      </button>
    </form>
  );
}
