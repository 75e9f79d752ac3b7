import { describe, expect, it } from 'vitest';
import { CREDIT_LINE_SUCCESS } from '../../catalog/creditLine.js';
import { analyseJourney } from '../../engine/analyseJourney.js';
import type { CallRecord } from '../../engine/journeyState.js';
import { nextStep } from '../../engine/nextStep.js';
import { progress } from '../../engine/progress.js';
import { stepAnswerKeys } from '../../engine/stepFields.js';
import type { Answers, JourneyContext, StepDef } from '../../journeyModel/types.js';
import { findJourney } from '../../products/journeyRegistry.js';
import { routeOf } from '../creditCards/cardJourney.fixture.js';
import { northernArcJourney as j } from './northernArc.js';

const FINAL = 'credit-line/nacl/disbursal-status';
const step = (id: string) => j.steps.find((s) => s.id === id);
const fieldOf = (stepId: string, name: string) => step(stepId)?.fields.find((f) => f.name === name);
const webView: JourneyContext = { androidWebView: true };

describe('credit-line/nacl definition', () => {
  it('is registered as product 15 of provider 1813, ending on disbursal-status', () => {
    expect(findJourney('credit-line/nacl')).toBe(j);
    expect(j.productId).toBe(15);
    expect(j.providerId).toBe(1813);
    expect(j.finalRoute).toBe(FINAL);
    expect(j.finalMessage).toBe(CREDIT_LINE_SUCCESS);
    expect(j.finalMessage).toMatch(/credit line is approved.*partner stores and platforms/);
    expect(j.exits?.rejected?.route).toBe(FINAL);
    expect(j.callFailure).toEqual({
      route: 'credit-line/results',
      except: ['nacl.enach', 'nacl.uploadPnachDoc'],
    });
  });

  it('has step1 … step5 and step9 … step31 (step6-8 unreachable, CLNA-25), step31 last', () => {
    const ids = j.steps.map((s) => s.id);
    const expected = [
      ...[1, 2, 3, 4, 5].map((n) => `step${n}`),
      ...Array.from({ length: 23 }, (_, i) => `step${i + 9}`),
    ];
    // And step11.1, where a KYC that is not the applicant's goes (decision 062).
    expected.splice(expected.indexOf('step12'), 0, 'step11.1');
    expect(ids).toEqual(expected);
    expect(j.steps.filter((s) => s.last).map((s) => s.id)).toEqual(['step31']);
  });

  it('passes the static analysis (every outcome routed, exits used, failures spared exist)', () => {
    expect(analyseJourney(j)).toEqual([]);
    const spared = { ...j, callFailure: { route: 'x', except: ['nacl.nope'] } };
    expect(analyseJourney(spared)).toContain('callFailure spares nacl.nope, a call no step makes');
  });

  it('asks the IFSC once and never the bank: step24 derives it, step26 has no BANK NAME', () => {
    expect(fieldOf('step24', 'bankIfscCode')?.lookup).toBe('ifscBank');
    expect(stepAnswerKeys(step('step24') as StepDef)).toContain('bankName');
    expect(step('step26')?.fields.map((f) => f.name)).toEqual([
      'bankAccountNo',
      'accountHolderName',
    ]);
  });

  it('guards every step after step1 on the mobile', () => {
    for (const s of j.steps.slice(1)) expect(s.guard, s.id).toContain('mobile');
  });

  it('shows progress as the step index over 43', () => {
    expect(progress(j, ['step1'], 'step2')).toBe(5);
    expect(progress(j, [], 'step21')).toBe(49);
    expect(progress(j, [], 'step31')).toBe(72);
    expect(progress(j, ['step31'], null)).toBe(100);
  });

  it('asks what the spec lists: membership, store and partner text; 11 business types; tenure 6-60 by 6', () => {
    expect(step('step3')?.fields.map((f) => f.name)).toEqual([
      'membershipId',
      'storeCode',
      'partnerText',
    ]);
    for (const f of step('step3')?.fields ?? []) expect(f.required).not.toBe(false);
    expect(fieldOf('step18', 'businessType')?.options?.map((o) => o.value)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i + 1)),
    );
    expect(fieldOf('step18', 'officePremiseType')?.options?.map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(fieldOf('step18', 'storeEntranceType')?.options).toHaveLength(4);
    expect(fieldOf('step18', 'storeStructureType')?.options).toHaveLength(2);
    expect(fieldOf('step18', 'storeLocationType')?.options).toHaveLength(4);
    expect(fieldOf('step18', 'nameBoard')?.options?.map((o) => o.value)).toEqual(['YES', 'NO']);
    expect(fieldOf('step19', 'expectedLoanTenure')?.options?.map((o) => o.value)).toEqual([
      '6',
      '12',
      '18',
      '24',
      '30',
      '36',
      '42',
      '48',
      '54',
      '60',
    ]);
    expect(fieldOf('step19', 'remarks')?.required).toBe(false);
    // The date of establishment: firmDobDate/Month/Year, from 1800-01-01 to today (02 §5).
    expect(fieldOf('step18', 'firmDob')?.kind).toBe('dob');
    expect(fieldOf('step18', 'firmDob')?.rules).toContainEqual({
      rule: 'dateFrom',
      from: '1800-01-01',
    });
    expect(fieldOf('step10', 'shareCode')?.maxLength).toBe(4);
    expect(fieldOf('step10', 'karzaOKYCConsent')?.kind).toBe('disclaimer');
    expect(fieldOf('step1', 'otp')?.kind).toBe('otp');
    expect(fieldOf('step31', 'otp')?.signs).toBe(true);
  });

  it('checks the PAN on step1 and refuses a mismatch or an invalid PAN there', () => {
    expect(step('step1')?.call).toEqual({
      name: 'nacl.validatePan',
      outcomes: ['valid', 'mismatch', 'invalid'],
      refuse: { outcomes: ['mismatch', 'invalid'], field: 'pancard' },
    });
    expect(step('step2')?.call?.name).toBe('nacl.creditReport');
  });
});

// The next rules alone (nextStep), with the outcomes of the calls made so far; the walks
// through submitStep with the calls' results are in northernArcWalk.test.ts.
describe('edges of 02 §2.3 and §4.2 by the next rules', () => {
  const digital: Answers = { mandateType: 'DIGITAL' };
  const physical: Answers = { mandateType: 'PHYSICAL' };
  const called = (name: string, outcome: string): Record<string, CallRecord> => ({
    [name]: { stepId: j.steps.find((s) => s.call?.name === name)?.id ?? '', outcome },
  });
  const rejected = 'exit:rejected';
  const route = (r: ReturnType<typeof nextStep>) =>
    r.type === 'exit' ? `exit:${r.exit}` : routeOf(r);

  it.each<[string, Answers, JourneyContext, Record<string, CallRecord>, string]>([
    ['step1', {}, {}, called('nacl.validatePan', 'valid'), 'step2'],
    ['step2', {}, {}, called('nacl.creditReport', 'pulled'), 'step3'],
    ['step2', {}, {}, called('nacl.creditReport', 'notPulled'), 'step3'],
    ['step3', {}, {}, called('nacl.addLead', 'created'), 'step4'],
    ['step4', {}, {}, {}, 'step5'],
    ['step5', {}, webView, {}, 'step9'],
    ['step5', {}, {}, {}, 'step10'],
    ['step5', {}, { androidWebView: false }, {}, 'step10'],
    ['step9', {}, webView, called('karza.okyc', 'verified'), 'step11'],
    ['step9', {}, webView, called('karza.okyc', 'failed'), 'step11'],
    ['step10', {}, {}, called('okyc', 'verified'), 'step11'],
    ['step10', {}, {}, called('okyc', 'failed'), 'step11'],
    ['step11', { kycDetailsCorrect: '1' }, {}, called('nacl.validateKyc', 'verified'), 'step12'],
    ['step11', { kycDetailsCorrect: '1' }, {}, called('nacl.validateKyc', 'rejected'), rejected],
    ['step11', { kycDetailsCorrect: '0' }, {}, {}, rejected],
    ['step12', {}, {}, {}, 'step13'],
    ['step13', {}, {}, called('karza.businessDocument', 'verified'), 'step14'],
    ['step13', {}, {}, called('karza.businessDocument', 'notVerified'), 'step14'],
    ['step14', {}, {}, called('nacl.confirmBusinessKyc', 'confirmed'), 'step15'],
    ['step15', {}, {}, called('nacl.validateBusinessKyc', 'verified'), 'step16'],
    ['step15', {}, {}, called('nacl.validateBusinessKyc', 'rejected'), rejected],
    ['step16', {}, {}, {}, 'step17'],
    ['step17', {}, {}, {}, 'step18'],
    ['step18', {}, {}, {}, 'step19'],
    ['step19', {}, {}, {}, 'step20'],
    ['step20', {}, {}, called('nacl.cbEligibility', 'offered'), 'step21'],
    ['step20', {}, {}, called('nacl.cbEligibility', 'declined'), 'step21'],
    [
      'step21',
      { creditLineDecision: 'accept' },
      {},
      called('nacl.cbEligibility', 'offered'),
      'step22',
    ],
    [
      'step21',
      { creditLineDecision: 'reject' },
      {},
      called('nacl.cbEligibility', 'offered'),
      rejected,
    ],
    [
      'step21',
      { creditLineDecision: 'accept' },
      {},
      called('nacl.cbEligibility', 'declined'),
      rejected,
    ],
    ['step22', {}, {}, {}, 'step23'],
    ['step23', {}, {}, {}, 'step24'],
    ['step24', digital, {}, {}, 'step25'],
    ['step24', physical, {}, {}, 'step26'],
    ['step25', digital, {}, {}, 'step26'],
    ['step26', digital, {}, called('nacl.transactionDetails', 'stored'), 'step27'],
    ['step26', physical, {}, called('nacl.transactionDetails', 'stored'), 'step28'],
    ['step27', digital, {}, called('nacl.enach', 'registered'), 'step31'],
    ['step27', digital, {}, called('nacl.enach', 'declined'), 'exit:mandateFailed'],
    ['step28', physical, {}, called('nacl.pnachDoc', 'ready'), 'step29'],
    ['step29', physical, {}, called('nacl.uploadPnachDoc', 'uploaded'), 'step30'],
    ['step30', physical, {}, called('nacl.pnachStatus', 'accepted'), 'step31'],
  ])('%s %o %o %o → %s', (from, answers, context, calls, to) => {
    expect(route(nextStep(j, from, answers, context, calls))).toBe(to);
  });

  it('step31 is last: disbursal-status follows', () => {
    expect(nextStep(j, 'step31', {})).toEqual({ type: 'final', route: FINAL });
  });
});
