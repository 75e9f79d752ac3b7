import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { liveRazorpay, type RazorpayClient } from '../../partners/razorpay/live.js';
import { buyer, orderIdOf, payInit } from '../../test/payments.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { SANDBOX_PAY_PATH } from './sandboxRoutes.js';

const KEYS = {
  keyId: 'rzp_live_AbCdEf0123456789',
  keySecret: 'live-key-secret',
  webhookSecret: 'live-webhook-secret',
};

const client: RazorpayClient = {
  orders: {
    create: async (p) => ({
      id: 'order_Live0000000002',
      amount: p.amount,
      currency: 'INR',
      status: 'created',
    }),
    fetchPayments: async () => ({ items: [] }),
  },
  payments: {
    fetch: async () => {
      throw { statusCode: 400, error: { description: 'no' } };
    },
    refund: async () => {
      throw { statusCode: 400, error: { description: 'no' } };
    },
    fetchMultipleRefund: async () => ({ items: [] }),
  },
};

describe.each(testDbKinds())('live payments mode on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      payments: { mode: 'live', ...KEYS },
      paymentGateway: liveRazorpay(KEYS, client),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("opens Razorpay's orders with the live key, and has no sandbox checkout", async () => {
    const { browser, user } = await buyer(app, database);
    const res = await payInit(browser, user.id);
    expect(orderIdOf(res)).toBe('order_Live0000000002');
    expect(res.json.data.results.pg_api_key).toBe(KEYS.keyId);
    expect(res.json.data.results.pg_mode).toBe('live');
    const sandbox = await new Visitor(app).post(SANDBOX_PAY_PATH, {
      order_id: 'order_Live0000000002',
      method: 'upi',
      vpa: 'success@razorpay',
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it("lets pages load Razorpay's checkout.js and frame (CSP), and only then", async () => {
    const res = await new Visitor(app).get('/api/health');
    const header = String(res.headers['content-security-policy']);
    expect(header).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(header).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const sandboxApp = await testApp(database);
    const plain = await new Visitor(sandboxApp).get('/api/health');
    expect(String(plain.headers['content-security-policy'])).not.toContain('razorpay');
    await sandboxApp.close();
  });

  it('refuses the sandbox in production', async () => {
    await expect(
      testApp(database, {
        production: true,
        sms: { name: 'none', send: async () => {} },
        payments: { mode: 'sandbox' },
      }),
    ).rejects.toThrow(/PAYMENTS_MODE=sandbox is refused in production/);
  });
});
