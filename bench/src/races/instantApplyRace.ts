import { randomInt } from 'node:crypto';
import { instantApplySample } from '@tara/core';
import { post } from '../benchClient.js';

// Issue 20 item 1 (decision 060): the same instant-apply form sent `clients` times at once by
// one visitor reaches the issuer once, and every answer carries the same reference. Run
// against a built server (the sandbox SMS outbox read from loopback); counts what HTTP shows.

/** The American Express card the seed lists with an instant-apply form (Membership Rewards). */
const AMEX_CARD = 12;

const letter = () => String.fromCharCode(65 + randomInt(0, 26));
/** An individual PAN of its own; 5th letter E: the sandbox issuer approves. */
const freshPan = () =>
  `${letter()}${letter()}${letter()}PE${String(randomInt(0, 10_000)).padStart(4, '0')}${letter()}`;
const freshMobile = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** A cookie jar: every cookie a response set, as one Cookie header. */
class Jar {
  private readonly cookies = new Map<string, string>();
  keep(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** The newest code the sandbox sent to the mobile. */
async function lastCode(baseUrl: string, mobile: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/sandbox/sms?mobile=${mobile}`);
  const body = (await res.json()) as { data: { results: { text: string }[] } };
  const code = body.data.results[0]?.text.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`no OTP for ${mobile} in the sandbox outbox`);
  return code;
}

interface Answer {
  status: number;
  referenceId: string | null;
  leadId: string | null;
}

async function answerOf(res: Response | Error): Promise<Answer> {
  if (res instanceof Error) return { status: 0, referenceId: null, leadId: null };
  const json = (await res.json().catch(() => null)) as {
    data?: { results?: { referenceId?: string | null; leadId?: string } };
  } | null;
  const results = json?.data?.results;
  return {
    status: res.status,
    referenceId: results?.referenceId ?? null,
    leadId: results?.leadId ?? null,
  };
}

/**
 * One visitor proves the form's mobile (the instant-apply OTP), then sends the same form
 * `clients` times at once; a retry follows once they are all answered. Counts:
 * `sent`, `ok` (200), `busy` (409 'being sent'), `refused` (other 4xx), `failed` (5xx or no
 * answer), `distinctReferences` and `distinctLeads` among the 200s, `retryOk` and
 * `retrySameReference` (1 or 0), and `applications`: the card applications the applicant
 * finds in their profile afterwards (logged in with the proved mobile), i.e. the submissions
 * the issuer got for this applicant and card.
 */
export async function instantApplyRace(
  baseUrl: string,
  clients: number,
): Promise<Record<string, number>> {
  const jar = new Jar();
  const mobile = freshMobile();
  const otpSent = await post(baseUrl, '/api/cards/apply/otp', { cardId: AMEX_CARD, mobile });
  if (!otpSent.ok) throw new Error(`instant-apply OTP: ${otpSent.status} ${await otpSent.text()}`);
  jar.keep(otpSent);
  const otp = await lastCode(baseUrl, mobile);
  const instantApply = { ...instantApplySample('amex'), pancard: freshPan(), mobile };
  const body = { cardId: AMEX_CARD, accepted: true, instantApply, otp };

  const answers = await Promise.all(
    Array.from({ length: clients }, () =>
      post(baseUrl, '/api/cards/apply', body, jar.header).then(answerOf, (e: Error) => answerOf(e)),
    ),
  );
  const ok = answers.filter((a) => a.status === 200);
  const references = new Set(ok.map((a) => a.referenceId));

  // Later, the same form again (its mobile proved by then): the same answer, no new call.
  const retry = await answerOf(await post(baseUrl, '/api/cards/apply', body, jar.header));

  // The applicant logs in with the proved mobile and lists their applications.
  const login = new Jar();
  const loginOtp = await post(baseUrl, '/api/user/login/otp', { mobile });
  login.keep(loginOtp);
  const session = await post(
    baseUrl,
    '/api/user/login',
    { mobile, otp: await lastCode(baseUrl, mobile) },
    login.header,
  );
  login.keep(session);
  const listed = await fetch(`${baseUrl}/api/user/applications`, {
    headers: { cookie: login.header },
  });
  const mine = listed.ok
    ? ((await listed.json()) as { data: { results: { card_id: number }[] } }).data.results
    : [];

  return {
    sent: clients,
    ok: ok.length,
    busy: answers.filter((a) => a.status === 409).length,
    refused: answers.filter((a) => a.status >= 400 && a.status < 500 && a.status !== 409).length,
    failed: answers.filter((a) => a.status === 0 || a.status >= 500).length,
    distinctReferences: references.size,
    distinctLeads: new Set(ok.map((a) => a.leadId)).size,
    retryOk: retry.status === 200 ? 1 : 0,
    retrySameReference: retry.status === 200 && references.has(retry.referenceId) ? 1 : 0,
    applications: listed.ok ? mine.filter((a) => a.card_id === AMEX_CARD).length : -1,
  };
}
