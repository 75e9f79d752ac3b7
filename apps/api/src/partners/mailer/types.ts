// Outgoing e-mail (decision 054): the e-mail brochure of spec 03 §7. The sandbox keeps what it
// would send in memory; a live provider is a later decision (none is configured yet).

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: readonly MailAttachment[];
}

export interface Mailer {
  readonly mode: 'sandbox' | 'live';
  /** Sends one message; throws when the provider cannot take it. */
  send(message: MailMessage): Promise<void>;
}
