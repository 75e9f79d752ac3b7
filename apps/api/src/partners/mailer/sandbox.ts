import type { Mailer, MailMessage } from './types.js';

export interface SandboxMailer extends Mailer {
  readonly mode: 'sandbox';
  /** What it was asked to send, oldest first (tests read it). Nothing leaves the machine. */
  readonly outbox: readonly MailMessage[];
}

/** Most messages kept: a long-running sandbox server must not grow without bound. */
const KEPT = 200;

/**
 * The sandbox mailer (decision 054): it records each message in memory and sends nothing, so
 * no e-mail address given in a test or a demo receives anything. The addresses are never
 * logged.
 */
export function sandboxMailer(): SandboxMailer {
  const outbox: MailMessage[] = [];
  return {
    mode: 'sandbox',
    outbox,
    async send(message) {
      outbox.push(message);
      if (outbox.length > KEPT) outbox.shift();
    },
  };
}
