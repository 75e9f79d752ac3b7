import type { SmsAdapter, SmsMessage } from './types.js';

export interface HttpSmsConfig {
  /** The provider's send endpoint (HTTPS). */
  url: string;
  apiKey: string;
  /** DLT-registered sender id, when the provider needs one. */
  senderId?: string;
  timeoutMs?: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * A generic HTTP SMS provider: POST JSON { to, message, sender } with a bearer key. Real
 * providers differ in field names; adapt `body` when one is chosen. A non-2xx answer or a
 * time-out is an error (the caller answers 503); the text and the number are never logged.
 */
export function httpSms(config: HttpSmsConfig): SmsAdapter {
  const send = config.fetch ?? fetch;
  return {
    name: 'http',
    async send(message: SmsMessage) {
      const res = await send(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${config.apiKey}`,
        },
        body: JSON.stringify({
          to: `+91${message.mobile}`,
          message: message.text,
          ...(config.senderId ? { sender: config.senderId } : {}),
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
