import { randomInt } from 'node:crypto';
import { post, signUp } from '../benchClient.js';

/** The seeded membership plan the race buys (Tara Gold, ₹999). */
const PLAN = { id: 1, rupees: 999 };

type InitAnswer = { data: { results: { pg_response: { id: string }; purchase_id: string } } };

/**
 * Issue 20 item 8: `clients` concurrent POST /api/pay/init of one plan by one user, then every
 * order handed out paid at the sandbox gateway. Decision 066: one pending purchase, one order,
 * one membership (before it, PostgreSQL made 18 purchases of 20 calls and two were paid twice).
 */
export async function payInitRace(
  baseUrl: string,
  clients: number,
): Promise<Record<string, number>> {
  const cookie = await signUp(baseUrl, `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`);
  const who = await post(baseUrl, '/api/user/login', undefined, cookie);
  const userId = ((await who.json()) as { data: { results: { id: string } } }).data.results.id;
  const body = {
    userId,
    deviceType: 1,
    amount: PLAN.rupees,
    pg: 1,
    objectType: 21,
    objectId: PLAN.id,
  };
  const answers = await Promise.all(
    Array.from({ length: clients }, async () => {
      const res = await post(baseUrl, '/api/pay/init', body, cookie);
      return { status: res.status, json: res.ok ? ((await res.json()) as InitAnswer) : null };
    }),
  );
  const ok = answers.flatMap((a) => (a.json ? [a.json.data.results] : []));
  const orders = [...new Set(ok.map((r) => r.pg_response.id))];
  // Pay every order handed out, as a user with two checkouts open would.
  let paid = 0;
  for (const orderId of orders) {
    const res = await post(baseUrl, '/api/sandbox/razorpay/pay', {
      order_id: orderId,
      method: 'upi',
      vpa: 'success@razorpay',
    });
    if (res.ok) paid += 1;
  }
  const mine = await fetch(`${baseUrl}/api/membership/mine`, { headers: { cookie } });
  const memberships = ((await mine.json()) as { data: { results: { memberships: unknown[] } } })
    .data.results.memberships.length;
  return {
    'calls answered 200': ok.length,
    'calls answered 5xx': answers.filter((a) => a.status >= 500).length,
    'pending purchases': new Set(ok.map((r) => r.purchase_id)).size,
    'distinct orders': orders.length,
    'orders paid': paid,
    memberships,
  };
}
