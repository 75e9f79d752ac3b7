import { sampleAnswers } from '@tara/core';
import autocannon from 'autocannon';
import { post, signUp } from './benchClient.js';
import { RAISED_IP_LIMITS, withBenchServer } from './benchServer.js';

const LOAN = 'business-loan/idfc';
const CARD = 'credit-cards/sbi';

/**
 * Lead saves per second when the step makes a partner call, against the same saves without
 * one, over loopback against the built server. Every request is a new lead's first step for a
 * logged-in verified user (no OTP to type), ten users, one per connection (one user's saves
 * one at a time, as a person's are): on the business loan that is a bare lead, the bank's PAN
 * check claimed, made (the IDFC sandbox) and stored in `lead_calls`, then the save; on the SBI
 * card journey the save alone.
 */
export async function callSaveBench(kind: 'pglite' | 'postgres', seconds: number): Promise<void> {
  // Forty sign-ups from one address: the OTP limits per IP are raised for the bench.
  await withBenchServer(kind, RAISED_IP_LIMITS, async (baseUrl) => {
    let made = 0;
    /** Ten new users: each run its own, so a save the last run left in flight races nobody. */
    const newUsers = async () => {
      const users: { mobile: string; cookie: string }[] = [];
      for (let i = 0; i < CONNECTIONS; i++) {
        const mobile = `981234${String(made++).padStart(4, '0')}`;
        const session = await signUp(baseUrl, mobile);
        // The first save makes the visitor; later ones carry its cookie, as a browser does.
        users.push({ mobile, cookie: `${session}; ${await visitorCookie(baseUrl, session)}` });
      }
      return users;
    };
    const { otp: _typed, ...loan } = sampleAnswers(LOAN, 'step1');
    const bodies: Record<string, (mobile: string) => object> = {
      [LOAN]: (mobile) => ({ journey: LOAN, step: 'step1', ...loan, mobile }),
      [CARD]: () => ({ journey: CARD, step: 'step1', ...sampleAnswers(CARD, 'step1') }),
    };
    const rates: Record<string, number> = {};
    for (const [journey, body] of Object.entries(bodies)) {
      const jobsOf = (users: { mobile: string; cookie: string }[]) =>
        users.map((u) => ({ cookie: u.cookie, body: JSON.stringify(body(u.mobile)) }));
      const warm = jobsOf(await newUsers());
      const jobs = jobsOf(await newUsers());
      for (const job of jobs) await check(baseUrl, job);
      await run(baseUrl, warm, 2);
      const result = await run(baseUrl, jobs, seconds);
      const errors = result.errors + result.non2xx;
      const codes = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, stat]) => `${code}×${stat.count}`);
      rates[journey] = result.requests.average;
      const what = journey === LOAN ? 'with a partner call (IDFC PAN check)' : 'without a call';
      console.log(
        `lead save ${what}, ${journey} step1 on ${kind}: ${result.requests.average.toFixed(0)} req/s mean, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${errors} errors${codes.length ? ` (${codes.join(', ')})` : ''} (10 connections, ${seconds} s)`,
      );
    }
    const ratio = (rates[LOAN] ?? 0) / (rates[CARD] ?? 1);
    console.log(`  saves with a call / saves without: ${ratio.toFixed(2)}× on ${kind}`);
  });
}

async function visitorCookie(baseUrl: string, session: string): Promise<string> {
  const res = await post(baseUrl, '/api/lead/reset', { journey: CARD }, session);
  const made = await post(
    baseUrl,
    '/api/lead/add/unverified',
    { journey: CARD, step: 'step1', ...sampleAnswers(CARD, 'step1') },
    session,
  );
  if (!res.ok || !made.ok) throw new Error(`no visitor: ${made.status} ${await made.text()}`);
  return made.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const CONNECTIONS = 10;

interface Job {
  cookie: string;
  body: string;
}

/** One save before measuring: a refusal would otherwise be measured as throughput. */
async function check(baseUrl: string, job: Job): Promise<void> {
  const res = await fetch(`${baseUrl}/api/lead/add/unverified`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: job.cookie },
    body: job.body,
  });
  if (!res.ok) throw new Error(`save refused: ${res.status} ${await res.text()}`);
}

/** Each connection is one user: its cookie and its body. */
function run(baseUrl: string, jobs: readonly Job[], seconds: number) {
  let turn = 0;
  return autocannon({
    url: `${baseUrl}/api/lead/add/unverified`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      const job = jobs[turn++ % jobs.length] as Job;
      client.setHeaders({ 'content-type': 'application/json', cookie: job.cookie });
      client.setBody(job.body);
    },
  });
}
