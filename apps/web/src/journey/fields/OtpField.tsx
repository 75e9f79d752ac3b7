import { isValidMobile } from '@tara/core/validation';
import { useContext, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { sendLeadOtp } from '../../api/leadsApi';
import { resendCountdown } from '../form/resendCountdown';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps, describedBy, textValue } from './fieldProps';
import { OtpContext } from './otpContext';
import type { OtpSendState } from './otpSendState';
import { otpFailed, otpSent, otpStateFor } from './otpSendState';
import { OTP_NEEDS_MOBILE, otpSendError, otpSentText, otpWaitText } from './otpText';
import { cleanText } from './textInput';

/**
 * A one-time code: "Send OTP" to the mobile being saved (the step's own, else the lead's),
 * the masked number it went to, "Resend OTP" after the server's wait, and the 6-digit box the
 * phone may fill from the SMS. A changed mobile starts over. The server checks the code.
 */
export function OtpField(props: FieldProps) {
  const { field } = props;
  const target = useContext(OtpContext);
  const mobile = target?.mobile ?? '';
  const code = textValue(props.values, field.name);
  const [state, setState] = useState<OtpSendState | null>(null);
  const [sending, setSending] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const box = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  const here = otpStateFor(state, mobile);
  const left = here ? resendCountdown(here.since, here.wait, now) : 0;
  const counting = left > 0;
  // Not disabled while sending: a focused button that turns disabled drops the focus.
  const ready = target !== null && isValidMobile(mobile) && !counting;

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (!counting) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [counting]);

  // A code typed for the number before is no use for this one.
  const sentTo = state?.mobile;
  const clear = useRef(() => {});
  clear.current = () => {
    if (code) props.onChange(field.name, '');
  };
  useEffect(() => {
    if (sentTo === undefined || sentTo === mobile) return;
    setState(null);
    clear.current();
  }, [sentTo, mobile]);

  const send = async () => {
    if (!ready || sending || !target) return;
    setSending(true);
    try {
      const answer = await sendLeadOtp({ ...target, otpType: field.otpType });
      if (!live.current) return;
      const at = Date.now();
      setState(otpSent(target.mobile, answer.data.results.resend_in, at));
      setNow(at);
      box.current?.focus();
    } catch (error) {
      if (!live.current) return;
      const retryAfter = error instanceof ApiError ? error.flags.retryAfter : undefined;
      const at = Date.now();
      setState((s) => otpFailed(s, target.mobile, otpSendError(error), retryAfter, at));
      setNow(at);
    } finally {
      if (live.current) setSending(false);
    }
  };

  const shown = { ...props, error: here?.failure ?? props.error };
  const statusId = `${props.ids.input}-status`;
  const status = here?.sent ? otpSentText(mobile) : isValidMobile(mobile) ? '' : OTP_NEEDS_MOBILE;
  const described = [describedBy(shown), status && statusId].filter(Boolean).join(' ');
  return (
    <FieldShell
      {...shown}
      alert={here?.failure != null}
      below={
        <>
          <p id={statusId} className="field__hint otp-status" aria-live="polite">
            {status}
          </p>
          {counting && <p className="field__hint">{otpWaitText(left)}</p>}
        </>
      }
    >
      <div className="otp">
        <input
          {...controlProps(shown)}
          ref={box}
          aria-describedby={described || undefined}
          className={`input input--${props.tone} otp__code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          spellCheck={false}
          value={code}
          onChange={(e) => {
            // Typing a code answers the last refusal (an earlier code may still be good).
            if (here?.failure) setState({ ...here, failure: null });
            props.onChange(field.name, cleanText(field, e.target.value));
          }}
        />
        <button
          type="button"
          className="button button--secondary otp__send"
          disabled={!ready}
          aria-busy={sending}
          onClick={() => void send()}
        >
          {sending ? 'Sending…' : here?.sent ? 'Resend OTP' : 'Send OTP'}
        </button>
      </div>
    </FieldShell>
  );
}
