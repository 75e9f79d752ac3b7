import type { LeadPending, LeadView } from '@tara/core/contract';
import type { FieldLink } from '@tara/core/engine';
import { useEffect, useState } from 'react';
import { getCurrentLead } from '../api/leadsApi';
import { AppLink } from '../app/AppLink';
import { pollInterval, resendCountdown } from './form/resendCountdown';
import { resendResult } from './resendResult';
import { waitText } from './waitText';

interface WaitingStepProps {
  journey: string;
  pending: LeadPending;
  /** What the step waits for (its call's `wait.message`), when the journey says. */
  message?: string | undefined;
  /** Where the applicant acts meanwhile (its call's `wait.link`), when the journey says. */
  link?: FieldLink | undefined;
  /** The wait is over (the outcome arrived): the lead as it is now. */
  onSettled: (lead: LeadView) => void;
  /** Asks the partner to send its link or message again. */
  onResend?: () => Promise<void>;
}

/**
 * A step that waits for an answer from outside (an e-mandate, an approval): a wait bubble,
 * the lead looked at every few seconds until the answer has moved it on, and a resend offered
 * after the journey's seconds. A reload lands here again while the lead still waits.
 */
export function WaitingStep({
  journey,
  pending,
  message,
  link,
  onSettled,
  onResend,
}: WaitingStepProps) {
  const [now, setNow] = useState(() => Date.now());
  const [note, setNote] = useState<string | null>(null);
  // The countdown restarts from each resend (or the server's Retry-After).
  const [countdown, setCountdown] = useState({
    since: pending.since as string | number,
    wait: pending.resend_after_seconds,
  });
  const left = resendCountdown(countdown.since, countdown.wait, now);

  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const look = async () => {
      const lead = await getCurrentLead(journey, controller.signal).catch(() => null);
      if (lead && !(lead.pending && lead.pending.call === pending.call)) onSettled(lead);
    };
    const timer = window.setInterval(look, pollInterval(pending.poll_seconds) * 1000);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [journey, pending.call, pending.poll_seconds, onSettled]);

  const resend = async () => {
    if (!onResend) return;
    setNote(null);
    const error = await onResend().then(
      () => null,
      (e: unknown) => e,
    );
    const at = Date.now();
    const result = resendResult(error, pending.resend_after_seconds, at);
    if (result.since !== null) setCountdown({ since: result.since, wait: result.wait });
    setNow(at);
    setNote(result.note);
  };

  return (
    <div className="waiting" aria-live="polite">
      <p className="bubble bubble--tara bubble--info">
        <span className="waiting__spinner" aria-hidden="true" /> {waitText(message)}
      </p>
      {link && (
        <p>
          <AppLink className="button" to={link.href}>
            {link.text}
          </AppLink>
        </p>
      )}
      {onResend &&
        (left > 0 ? (
          <p className="field__hint">You can ask for the link again in {left} s.</p>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => void resend()}>
            Send the link again
          </button>
        ))}
      {note && <p className="field__hint">{note}</p>}
    </div>
  );
}
