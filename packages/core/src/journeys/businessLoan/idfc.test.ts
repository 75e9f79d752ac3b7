import { describe, expect, it } from 'vitest';
import { analyseJourney } from '../../engine/analyseJourney.js';
import type { CallRecord } from '../../engine/journeyState.js';
import { journeyState } from '../../engine/journeyState.js';
import { nextStep } from '../../engine/nextStep.js';
import type { Answers, JourneyContext, NextRule } from '../../journeyModel/types.js';
import { findJourney } from '../../products/journeyRegistry.js';
import { applySampleStep } from '../../products/sampleCalls.js';
import { samplePath } from '../../products/samples.js';
import { routeOf } from '../creditCards/cardJourney.fixture.js';
import { idfcBusinessLoanJourney as j } from './idfc.js';
import { BUSINESS_LOAN_SAMPLE_OUTCOMES } from './sampleBranches.js';

const FINAL = 'business-loan/idfc/disbursal-status';
const REJECTION = 'Thanks for your interest. One of our team members would get in touch with you';
const step = (id: string) => j.steps.find((s) => s.id === id);
const webView: JourneyContext = { androidWebView: true };

describe('business-loan/idfc definition', () => {
  it('is registered as product 2 of provider 384, ending on disbursal-status', () => {
    expect(findJourney('business-loan/idfc')).toBe(j);
    expect(j.productId).toBe(2);
    expect(j.providerId).toBe(384);
    expect(j.first).toBe('step1');
    expect(j.finalRoute).toBe(FINAL);
    expect(j.exits).toEqual({ rejected: { route: FINAL, message: REJECTION } });
    expect(j.progress).toEqual({ of: 43, at: { step28: 92 } });
  });

  it('has step1, step3 … step43 without step2 (X-27) and step38 (BL-31), step43 last', () => {
    const ids = j.steps.map((s) => s.id);
    const expected = ['step1', ...Array.from({ length: 41 }, (_, i) => `step${i + 3}`)].filter(
      (id) => id !== 'step38',
    );
    // And step12.1, where a KYC that is not the applicant's goes (decision 062).
    expected.splice(expected.indexOf('step13'), 0, 'step12.1');
    expect(ids).toEqual(expected);
    expect(j.steps.filter((s) => s.last).map((s) => s.id)).toEqual(['step43']);
  });

  it('passes the static analysis', () => {
    expect(analyseJourney(j)).toEqual([]);
  });

  it('guards every step after step1 on the mobile', () => {
    for (const s of j.steps.slice(1)) expect(s.guard, s.id).toContain('mobile');
  });
});

// The next rules alone (nextStep), with the outcomes of the calls made so far; the walks
// through submitStep with the calls' results are in idfcWalk.test.ts.
describe('edges of 02 §4.1 by the next rules', () => {
  const doc = (type: string): Answers => ({ businessDocumentType: type });
  const digital: Answers = { mandateType: 'DIGITAL' };
  const physical: Answers = { mandateType: 'PHYSICAL' };
  const linear = [
    ...[3, 4, 5, 6, 7].map((n, i, all) => [`step${n}`, `step${all[i + 1] ?? 8}`]),
    ['step14', 'step15'],
    ['step16', 'step17'],
    ['step19', 'step20'],
    ['step20', 'step21'],
    ['step21', 'step22'],
    ...Array.from({ length: 11 }, (_, i) => [`step${24 + i}`, `step${25 + i}`]),
    ['step36', 'step37'],
    ['step40', 'step41'],
    ['step41', 'step42'],
  ];
  const called = (name: string, outcome: string): Record<string, CallRecord> => ({
    [name]: { stepId: j.steps.find((s) => s.call?.name === name)?.id ?? '', outcome },
  });

  it.each(linear)('%s → %s', (from, to) => {
    expect(routeOf(nextStep(j, from as string, {}))).toBe(to);
  });

  it.each<[string, Answers, JourneyContext, Record<string, CallRecord>, string]>([
    ['step1', {}, {}, called('idfc.validatePan', 'valid'), 'step3'],
    ['step8', {}, {}, called('idfc.addLead', 'created'), 'step9'],
    ['step9', { kycType: 'ckyc' }, {}, {}, 'step10'],
    ['step9', { kycType: 'ckyc' }, webView, {}, 'step10'],
    ['step9', { kycType: 'okyc' }, webView, called('karza.okyc', 'verified'), 'step12'],
    ['step9', { kycType: 'okyc' }, webView, called('karza.okyc', 'failed'), 'step12'],
    ['step9', { kycType: 'okyc' }, {}, {}, 'step11'],
    ['step9', { kycType: 'okyc' }, { androidWebView: false }, {}, 'step11'],
    ['step10', {}, {}, called('ckyc', 'verified'), 'step12'],
    ['step10', {}, {}, called('ckyc', 'failed'), 'step11'],
    ['step11', {}, {}, called('okyc', 'verified'), 'step12'],
    ['step11', {}, {}, called('okyc', 'failed'), 'step12'],
    ['step12', { kycDetailsCorrect: '1' }, {}, {}, 'step13'],
    ['step12', { kycDetailsCorrect: '0' }, {}, {}, FINAL],
    ['step13', {}, {}, called('idfc.approvalStatus', 'approved'), 'step14'],
    ['step13', {}, {}, called('idfc.approvalStatus', 'rejected'), FINAL],
    [
      'step15',
      doc('shopEstablishment'),
      {},
      called('karza.businessDocument', 'verified'),
      'step16',
    ],
    ['step15', doc('fssai'), {}, called('karza.businessDocument', 'notVerified'), 'step16'],
    ['step15', doc('gstin'), {}, called('karza.businessDocument', 'verified'), 'step16'],
    ['step15', doc('none'), {}, {}, 'step18'],
    ['step17', {}, {}, called('idfc.businessKyc', 'verified'), 'step18'],
    ['step17', {}, {}, called('idfc.businessKyc', 'rejected'), FINAL],
    ['step18', { familyPropertyStatus: '1' }, {}, {}, 'step19'],
    ['step18', { familyPropertyStatus: '0' }, {}, {}, 'step19'],
    ['step22', {}, {}, called('idfc.creditApproval', 'offered'), 'step23'],
    ['step22', {}, {}, called('idfc.creditApproval', 'declined'), 'step23'],
    [
      'step23',
      { loanOfferDecision: 'accept' },
      {},
      called('idfc.creditApproval', 'offered'),
      'step24',
    ],
    [
      'step23',
      { loanOfferDecision: 'reject' },
      {},
      called('idfc.creditApproval', 'offered'),
      FINAL,
    ],
    [
      'step23',
      { loanOfferDecision: 'accept' },
      {},
      called('idfc.creditApproval', 'declined'),
      FINAL,
    ],
    ['step35', digital, {}, {}, 'step36'],
    ['step35', physical, {}, {}, 'step37'],
    ['step37', digital, {}, {}, 'step39'],
    ['step37', physical, {}, {}, 'step40'],
    ['step39', {}, {}, called('idfc.enach', 'registered'), 'step43'],
    ['step39', {}, {}, called('idfc.enach', 'declined'), FINAL],
    ['step42', {}, {}, called('idfc.pnachStatus', 'accepted'), 'step43'],
    ['step43', {}, {}, {}, FINAL],
  ])('%s with %j %j %j → %s', (from, answers, context, calls, to) => {
    expect(routeOf(nextStep(j, from, answers, context, calls))).toBe(to);
  });

  it('leaves by the rejected exit, with the spec’s message, not the final route', () => {
    expect(nextStep(j, 'step12', { kycDetailsCorrect: '0' })).toEqual({
      type: 'exit',
      exit: 'rejected',
      route: FINAL,
      message: REJECTION,
    });
    expect(nextStep(j, 'step23', { loanOfferDecision: 'reject' }).type).toBe('exit');
    expect(nextStep(j, 'step43', {})).toEqual({ type: 'final', route: FINAL });
  });

  it('routes no step on an outcome the call was never asked for', () => {
    // A step whose call did not answer has no route by outcome: the API must pass the result.
    expect(nextStep(j, 'step10', {}).type).toBe('unmatched');
    expect(nextStep(j, 'step42', {}).type).toBe('unmatched');
  });
});

// The outcome edges as data: walking them needs engine-v2 (calls in the state).
describe('partner calls and their outcomes', () => {
  const target = (rule: NextRule) => ('to' in rule ? rule.to : `exit:${rule.exit}`);
  const byOutcome = (id: string, call: string, outcome: string) =>
    step(id)
      ?.next?.filter((r) => {
        const w = r.when as Record<string, unknown> | undefined;
        return w && w.outcome === call && w.eq === outcome;
      })
      .map(target);

  it.each([
    ['step9', 'karza.okyc', 'verified', 'step12'],
    ['step9', 'karza.okyc', 'failed', 'step12'],
    ['step10', 'ckyc', 'verified', 'step12'],
    ['step10', 'ckyc', 'failed', 'step11'],
    ['step11', 'okyc', 'verified', 'step12'],
    ['step11', 'okyc', 'failed', 'step12'],
    ['step13', 'idfc.approvalStatus', 'approved', 'step14'],
    ['step13', 'idfc.approvalStatus', 'rejected', 'exit:rejected'],
    ['step15', 'karza.businessDocument', 'verified', 'step16'],
    ['step15', 'karza.businessDocument', 'notVerified', 'step16'],
    ['step17', 'idfc.businessKyc', 'verified', 'step18'],
    ['step17', 'idfc.businessKyc', 'rejected', 'exit:rejected'],
    ['step22', 'idfc.creditApproval', 'offered', 'step23'],
    ['step22', 'idfc.creditApproval', 'declined', 'step23'],
    ['step39', 'idfc.enach', 'registered', 'step43'],
    ['step39', 'idfc.enach', 'declined', 'exit:rejected'],
    ['step42', 'idfc.pnachStatus', 'accepted', 'step43'],
  ])('%s: %s %s → %s', (id, call, outcome, to) => {
    expect(step(id)?.call?.outcomes).toContain(outcome);
    expect(byOutcome(id, call, outcome)).toEqual([to]);
  });

  it('routes "no call made" explicitly where a call has a when (step15)', () => {
    const noCall = (id: string) =>
      step(id)
        ?.next?.filter((r) => JSON.stringify(r.when ?? {}).includes('"filled":false'))
        .map(target);
    expect(noCall('step15')).toEqual(['step18']);
    // step37 makes no call: step39 makes the e-mandate and sends its link (decision 022).
    expect(step('step37')?.call).toBeUndefined();
    expect(step('step37')?.next?.map(target)).toEqual(['step39', 'step40']);
    // step9's call has a when too: ckyc and okyc in a browser are routed by the answer.
    expect(step('step9')?.next?.map(target)).toEqual([
      ...['step10', 'step12', 'step12', 'step12.1', 'step11'],
    ]);
  });

  it('rejects at step23 when the credit approval declined, whatever the answer', () => {
    const first = step('step23')?.next?.[0];
    expect(first && 'exit' in first && first.exit).toBe('rejected');
    expect(JSON.stringify(first?.when)).toContain(
      '"outcome":"idfc.creditApproval","eq":"declined"',
    );
  });

  it('names each call on one step only, with the waits of the spec', () => {
    const calls = j.steps.flatMap((s) => (s.call ? [[s.id, s.call.name]] : []));
    expect(calls).toEqual([
      ['step1', 'idfc.validatePan'],
      ['step8', 'idfc.addLead'],
      ['step9', 'karza.okyc'],
      ['step10', 'ckyc'],
      ['step11', 'okyc'],
      ['step13', 'idfc.approvalStatus'],
      ['step15', 'karza.businessDocument'],
      ['step17', 'idfc.businessKyc'],
      ['step22', 'idfc.creditApproval'],
      ['step39', 'idfc.enach'],
      ['step42', 'idfc.pnachStatus'],
      ['step43', 'idfc.eAgreement'],
    ]);
    expect(step('step39')?.call?.wait).toMatchObject({ resendAfterSeconds: 10, pollSeconds: 3 });
    // A PAN the bank finds under another name, or invalid, keeps the applicant on step1.
    expect(step('step1')?.call?.refuse).toEqual({
      outcomes: ['mismatch', 'invalid'],
      field: 'pancard',
    });
    expect(step('step9')?.call?.when).toEqual({
      all: [
        { field: 'kycType', eq: 'okyc' },
        { ctx: 'androidWebView', eq: true },
      ],
    });
    expect(step('step37')?.call).toBeUndefined();
    expect(step('step15')?.call?.when).toEqual({ field: 'businessDocumentType', ne: 'none' });
  });

  it('rejects only at steps 12, 13, 17, 23 and 39 (BL-32), and where the applicant closes a KYC that is not theirs (12.1)', () => {
    const rejecting = j.steps.filter((s) => s.next?.some((r) => 'exit' in r)).map((s) => s.id);
    expect(rejecting).toEqual(['step12', 'step12.1', 'step13', 'step17', 'step23', 'step39']);
  });
});

describe('file fields', () => {
  const file = (id: string, name: string) => step(id)?.fields.find((f) => f.name === name)?.file;

  it.each([
    ['step11', 'aadhaarXml', 40, ['application/zip']],
    ['step19', 'bankStatement', 12, ['application/pdf']],
    ['step20', 'shopPhoto', 23, ['image/jpeg', 'image/png']],
    ['step21', 'customerPhoto', 18, ['image/jpeg', 'image/png']],
    ['step41', 'pnachDocument', 39, ['application/pdf', 'image/jpeg', 'image/png']],
  ])('%s %s is document type %i of %j', (id, name, documentType, accept) => {
    expect(file(id, name)).toMatchObject({ documentType, accept });
    expect(file(id, name)?.maxBytes).toBeGreaterThan(0);
  });
});

describe('sample walks', () => {
  it.each(['default', 'okycPhysical'])(
    '%s names an outcome for exactly the calls it makes',
    (branch) => {
      let state = journeyState(j);
      for (const [id, values] of samplePath(j.prefix, branch)) {
        state = applySampleStep(j, state, id, values, { branch }).state;
      }
      expect(state.current).toBeNull();
      expect(Object.keys(state.calls ?? {}).sort()).toEqual(
        Object.keys(BUSINESS_LOAN_SAMPLE_OUTCOMES[branch] ?? {}).sort(),
      );
    },
  );
});
