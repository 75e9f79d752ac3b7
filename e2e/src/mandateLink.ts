import type { SandboxSmsResponse } from '@tara/core';

/** The e-mandate link the sandbox texted to `mobile` (the newest such SMS). */
export async function mandateLink(baseUrl: string, mobile: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/sandbox/sms?mobile=${mobile}`);
    const body = (await res.json()) as SandboxSmsResponse;
    for (const sms of body.data.results) {
      const path = sms.text.match(/(?:https?:\/\/\S+)?(\/api\/sandbox\/enach\/\S+)/)?.[1];
      if (path) return `${baseUrl}${path}`;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mandate link for ${mobile} in the sandbox outbox`);
}
