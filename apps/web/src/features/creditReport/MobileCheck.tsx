import { maskMobile } from '@tara/core/format';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { sendPullOtp, verifyPullMobile } from '../../api/creditReportApi';
import { Alert } from '../../lib/Alert';

/**
 * Next action 3: the mobile is not the account's own, so it is verified by an OTP (type 5)
 * before the pull is tried again.
 */
export function MobileCheck({ mobile, onVerified }: { mobile: string; onVerified: () => void }) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const masked = maskMobile(mobile);

  const attempt = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    attempt(async () => {
      await sendPullOtp(mobile);
      setSent(true);
    });
  const verify = (e: FormEvent) => {
    e.preventDefault();
    void attempt(async () => {
      await verifyPullMobile(mobile, code);
      onVerified();
    });
  };

  return (
    <div className="self-pull__otp">
      <p>First, let us check {masked} is yours: we will send it a one-time password (OTP).</p>
      <Alert className="notice notice--error">{failure}</Alert>
      {!sent ? (
        <button type="button" className="button" disabled={busy} onClick={() => void send()}>
          Send OTP
        </button>
      ) : (
        <form onSubmit={verify} noValidate>
          <label htmlFor="self-pull-otp">OTP sent to {masked}</label>
          <input
            id="self-pull-otp"
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className="button" disabled={busy || code.length !== 6}>
            Verify and fetch
          </button>
          <button type="button" className="link-button" disabled={busy} onClick={() => void send()}>
            Resend OTP
          </button>
        </form>
      )}
    </div>
  );
}
