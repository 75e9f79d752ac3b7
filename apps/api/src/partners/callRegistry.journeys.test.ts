import { journeys, PARTNER_CALL_USES, partnerCallUse } from '@tara/core';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/types.js';
import { assertCallsClassified } from '../modules/calls/callGate.js';
import { ewPayCall } from '../modules/extendedWarranty/ewPayCall.js';
import { membershipPayCall } from '../modules/membership/membershipPayCall.js';
import type { PaymentsDeps } from '../modules/payments/deps.js';
import { sandboxBureau } from './bureau/sandbox.js';
import { partnerCallRegistry, partnerClientsFromEnv } from './callRegistry.js';
import { idfcCalls } from './idfc/idfcCalls.js';
import { naclCalls } from './northernArc/naclCalls.js';
import { sandboxNorthernArc } from './northernArc/sandbox.js';
import { okycCall } from './okyc/okycCall.js';
import { plCreditReportCall } from './personalLoan/plCreditReportCall.js';
import { plLenderMatchCall } from './personalLoan/plLenderMatchCall.js';
import { sandboxRazorpay } from './razorpay/sandbox.js';
import { SANDBOX_UIDAI_CERTIFICATE_PEM } from './uidai/sandboxCertificate.js';

// The registry as app.ts builds it, sandbox clients. Names and outcomes only: no call runs,
// so the database and SMS adapter are never touched.
const unused = null as unknown as DbOrTx;
const registry = partnerCallRegistry(partnerClientsFromEnv({}), [
  ...idfcCalls({
    idfc: { mode: 'sandbox' },
    db: unused,
    now: () => new Date(),
    sms: { name: 'unused', send: async () => undefined },
  }),
  ...naclCalls({
    client: sandboxNorthernArc({ sms: { name: 'unused', send: async () => undefined } }),
    bureau: sandboxBureau(),
    db: unused,
    now: () => new Date(),
  }),
  okycCall({
    readDocument: async () => null,
    eraseDocument: async () => undefined,
    certificatePem: [SANDBOX_UIDAI_CERTIFICATE_PEM],
    now: () => new Date(),
  }),
  membershipPayCall({ gateway: sandboxRazorpay(unused) } as unknown as PaymentsDeps),
  ewPayCall({ gateway: sandboxRazorpay(unused) } as unknown as PaymentsDeps),
  plCreditReportCall(sandboxBureau()),
  plLenderMatchCall({ now: () => new Date() }),
]);

const stepCalls = journeys.flatMap((j) =>
  j.steps.flatMap((s) => (s.call ? [{ journey: j.prefix, step: s.id, call: s.call }] : [])),
);

describe('every partner call a journey names', () => {
  it('there are some (the business loan names eleven)', () => {
    expect(new Set(stepCalls.map((c) => c.call.name)).size).toBeGreaterThanOrEqual(11);
  });

  it.each(stepCalls.map((c) => [`${c.journey} ${c.step} ${c.call.name}`, c] as const))(
    '%s is registered and answers exactly the step’s outcomes',
    (_, { call }) => {
      const adapter = registry.get(call.name);
      expect(adapter, `no partner call named ${call.name}`).toBeDefined();
      expect(new Set(adapter?.outcomes)).toEqual(new Set(call.outcomes));
    },
  );
});

// Decision 063: every registered call says whether it pulls a credit report or sends an
// application (core's PARTNER_CALL_USES); the table names no call that does not exist.
describe('every registered partner call is classified', () => {
  it.each([...registry.keys()])('%s is classified', (name) => {
    expect(partnerCallUse(name), `${name} is not in PARTNER_CALL_USES`).toBeDefined();
  });

  it('classifies only registered calls, and the app refuses to start with one unclassified', () => {
    expect(Object.keys(PARTNER_CALL_USES).filter((name) => !registry.has(name))).toEqual([]);
    expect(() => assertCallsClassified([...registry.keys(), 'bureau.newPull'])).toThrow(
      /not classified.*bureau\.newPull/,
    );
  });
});
