import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import autocannon from 'autocannon';
import { post, signUp } from './benchClient.js';
import { RAISED_IP_LIMITS, withBenchServer } from './benchServer.js';

const CONNECTIONS = 10;
/** The seeded membership plan the bench buys (Tara Gold, ₹999). */
const PLAN = { id: 1, rupees: 999 };

interface Callback {
  cookie: string;
  body: string;
}

/**
 * Payment callbacks verified per second (decision 041), over loopback against the built
 * server in sandbox mode: ten users, each with a payment captured at the sandbox gateway (its
 * webhooks held back), post the checkout's three values to POST /api/pay/verify, one user per
 * connection. The first post of each fulfils the purchase; the rest are the replays a browser
 * makes (a reload, a double tap): each one still checks the HMAC in constant time, asks the
 * gateway for the payment, settles (a no-op) and answers the purchase. Also prints the HMAC
 * check alone, in process, for scale.
 */
export async function paymentCallbackBench(
  kind: 'pglite' | 'postgres',
  seconds: number,
): Promise<void> {
  await withBenchServer(kind, RAISED_IP_LIMITS, async (baseUrl) => {
    const callbacks: Callback[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      callbacks.push(await paidCallback(baseUrl, `982345${String(i).padStart(4, '0')}`));
    }
    const result = await autocannon({
      url: `${baseUrl}/api/pay/verify`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      setupClient: (client) => {
        const job = callbacks.shift() as Callback;
        client.setHeaders({ 'content-type': 'application/json', cookie: job.cookie });
        client.setBody(job.body);
      },
    });
    const errors = result.errors + result.non2xx;
    console.log(
      `payment callbacks verified on ${kind}: ${result.requests.average.toFixed(0)} req/s mean, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${errors} errors (${CONNECTIONS} connections, ${seconds} s)`,
    );
  });
  hmacOnly();
}

/** A user with a captured sandbox payment: their cookie and the checkout's three values. */
async function paidCallback(baseUrl: string, mobile: string): Promise<Callback> {
  const cookie = await signUp(baseUrl, mobile);
  const who = await post(baseUrl, '/api/user/login', undefined, cookie);
  const userId = ((await who.json()) as { data: { results: { id: string } } }).data.results.id;
  const init = await post(
    baseUrl,
    '/api/pay/init',
    { userId, deviceType: 1, amount: PLAN.rupees, pg: 1, objectType: 21, objectId: PLAN.id },
    cookie,
  );
  if (!init.ok) throw new Error(`pay/init: ${init.status} ${await init.text()}`);
  const orderId = ((await init.json()) as { data: { results: { pg_response: { id: string } } } })
    .data.results.pg_response.id;
  const paid = await post(baseUrl, '/api/sandbox/razorpay/pay', {
    order_id: orderId,
    method: 'upi',
    vpa: 'success@razorpay',
    webhooks: 'skip',
  });
  const response = ((await paid.json()) as { data: { results: { response: object } } }).data.results
    .response;
  const body = JSON.stringify(response);
  // One check before measuring: a refusal would otherwise be measured as throughput.
  const first = await post(baseUrl, '/api/pay/verify', response, cookie);
  if (!first.ok) throw new Error(`pay/verify: ${first.status} ${await first.text()}`);
  return { cookie, body };
}

/** The checkout signature's HMAC-SHA256 and constant-time comparison alone, for a second. */
function hmacOnly(): void {
  const secret = randomBytes(24).toString('hex');
  const expected = createHmac('sha256', secret).update('order_A|pay_B').digest();
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < 1000) {
    const given = createHmac('sha256', secret).update(`order_A|pay_B`).digest();
    if (timingSafeEqual(expected, given)) n += 1;
  }
  console.log(`  the signature check alone (in process): ${n} /s`);
}
