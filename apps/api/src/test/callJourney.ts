import type { JourneyDef } from '@tara/core';
import type { PartnerCall, PartnerCallInput } from '../partners/partnerCall.js';
import { PartnerUnavailable } from '../partners/partnerCall.js';

export const CALL_JOURNEY = 'test/calls';
export const REJECTED =
  'Thanks for your interest. One of our team members would get in touch with you';

/**
 * A journey with a partner call routed by outcome (step2: `test.check`), a rejection exit, and
 * a step that waits for a late answer (step3: `test.wait`).
 */
export const callJourney: JourneyDef = {
  prefix: CALL_JOURNEY,
  version: 1,
  title: 'API call fixture',
  productId: 2,
  providerId: 384,
  instrumentId: null,
  first: 'step1',
  finalRoute: 'test/calls/done',
  exits: { rejected: { route: 'test/calls/done', message: REJECTED } },
  steps: [
    {
      id: 'step1',
      title: 'Your name?',
      fields: [{ name: 'firstname', kind: 'text', label: 'FIRST NAME' }],
      next: [{ to: 'step2' }],
    },
    {
      id: 'step2',
      title: 'Your PAN?',
      fields: [{ name: 'pancard', kind: 'pan', label: 'PAN', rules: [{ rule: 'pan' }] }],
      guard: ['firstname'],
      call: { name: 'test.check', outcomes: ['ok', 'no'] },
      next: [
        { to: 'step3', when: { outcome: 'test.check', eq: 'ok' } },
        { exit: 'rejected', when: { outcome: 'test.check', eq: 'no' } },
      ],
    },
    {
      id: 'step3',
      title: 'Approve the mandate on your bank’s page',
      fields: [],
      guard: ['pancard'],
      call: { name: 'test.wait', outcomes: ['yes', 'declined'], wait: { resendAfterSeconds: 10 } },
      next: [
        { to: 'step4', when: { outcome: 'test.wait', eq: 'yes' } },
        { exit: 'rejected', when: { outcome: 'test.wait', eq: 'declined' } },
      ],
    },
    {
      id: 'step4',
      title: 'Anything else?',
      fields: [{ name: 'remarks', kind: 'text', label: 'REMARKS', required: false }],
      last: true,
    },
  ],
};

/** Fake partner calls that count what they were asked. PAN ...F answers 'no'; ...X is down. */
/** How the fake calls are classified (decision 063): neither pulls a report nor sends an application. */
export const FAKE_CALL_USES = {
  'test.check': { needs: [], why: 'a fake partner check' },
  'test.wait': { needs: [], why: 'a fake partner that answers later' },
} as const;

export function fakeCalls() {
  const asked: { call: string; pan: string; attempt: number }[] = [];
  const pan = (call: PartnerCallInput) => String(call.answers.pancard ?? '');
  const check: PartnerCall = {
    name: 'test.check',
    mode: 'sandbox',
    outcomes: ['ok', 'no'],
    input: (call) => ({ pan: pan(call) }),
    async run(call) {
      asked.push({ call: 'test.check', pan: pan(call), attempt: call.attempt });
      if (pan(call).endsWith('X') && call.attempt === 1) {
        throw new PartnerUnavailable('test.check', 'server-error', 'The bank is not answering');
      }
      return { kind: 'answered', outcome: pan(call).endsWith('F') ? 'no' : 'ok' };
    },
  };
  const wait: PartnerCall = {
    name: 'test.wait',
    mode: 'sandbox',
    outcomes: ['yes', 'declined'],
    input: (call) => ({ lead: call.leadId }),
    async run(call) {
      asked.push({ call: 'test.wait', pan: pan(call), attempt: call.attempt });
      return { kind: 'waiting', externalRef: `mandate-${call.leadId}` };
    },
  };
  return { asked, calls: [check, wait] };
}
