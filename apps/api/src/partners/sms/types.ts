/** One text message to an Indian mobile (10 digits, no country code). */
export interface SmsMessage {
  mobile: string;
  text: string;
}

/**
 * Sends text messages. The sandbox keeps them in the database; a provider adapter sends them.
 * Implementations never log the text (it carries one-time codes).
 */
export interface SmsAdapter {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
