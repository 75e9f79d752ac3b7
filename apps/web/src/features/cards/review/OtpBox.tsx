import { useEffect, useState } from 'react';
import { messageOf } from '../messages';

interface OtpBoxProps {
  mobile: string;
  value: string;
  invalid: boolean;
  onChange: (code: string) => void;
  /** Sends the lead OTP; resolves to the seconds before it may be sent again. */
  send: () => Promise<number>;
}

/**
 * The lead OTP of a submission (the same POST /user/otp type 'lead' as a journey's OTP step):
 * a Send button, then the 6-digit code, with a resend after the server's cooldown.
 */
export function OtpBox({ mobile, value, invalid, onChange, send }: OtpBoxProps) {
  const [sent, setSent] = useState(false);
  const [wait, setWait] = useState(0);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    setStatus(null);
    try {
      setWait(await send());
      setSent(true);
      setStatus(`We sent an OTP to ${mobile}.`);
    } catch (error) {
      setStatus(messageOf(error));
    }
  };

  return (
    <fieldset className="review__otp">
      <legend>Confirm it is you</legend>
      <p>We send a one-time code to {mobile} to confirm you want this application sent.</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={wait > 0}
        onClick={sendCode}
      >
        {sent ? (wait > 0 ? `Resend OTP in ${wait}s` : 'Resend OTP') : 'Send OTP'}
      </button>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {sent && (
        <div className="field">
          <label htmlFor="review-otp">OTP sent to your mobile</label>
          <input
            id="review-otp"
            className="input"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'review-error' : undefined}
            onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          />
        </div>
      )}
    </fieldset>
  );
}
