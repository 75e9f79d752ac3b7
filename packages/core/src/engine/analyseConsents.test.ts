import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '../journeyModel/consentPurposes.js';
import type { PartnerCallUse } from '../journeyModel/partnerCallUses.js';
import type { FieldDef, JourneyDef, StepDef } from '../journeyModel/types.js';
import {
  analyseCallConsents,
  analyseConsentFields,
  consentTextProblems,
} from './analyseConsents.js';
import { analyseJourney } from './analyseJourney.js';

// Decision 063's static checks on small journeys: step1 asks the mobile, step2 (or step2b on
// the other branch) is where the consent may be, step3 pulls the credit report.

const USES: Record<string, PartnerCallUse> = {
  'test.pull': { needs: [{ use: 'bureauPull', party: 'Tara' }] },
  'test.lookup': { needs: [], why: 'a register lookup' },
};

const mobile: FieldDef = { name: 'mobile', kind: 'mobile', label: 'MOBILE' };
const otp: FieldDef = {
  name: 'otp',
  kind: 'otp',
  label: 'OTP',
  showWhen: { not: { ctx: 'mobileVerified', eq: true } },
};
const consent: FieldDef = {
  name: 'isPullChecked',
  kind: 'disclaimer',
  label: CONSENT_TEXTS['pl-credit-report'].text,
  consent: 'pl-credit-report',
};
const choice: FieldDef = {
  name: 'path',
  kind: 'radio',
  label: 'PATH',
  options: [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ],
};

function journey(step1: FieldDef[], step2: FieldDef[], step2b: FieldDef[] = step2): JourneyDef {
  const step = (id: string, fields: FieldDef[], extra: Partial<StepDef>): StepDef => ({
    id,
    title: id,
    fields,
    ...extra,
  });
  return {
    prefix: 'test/consents',
    version: 1,
    title: 'Consents',
    productId: 2,
    providerId: null,
    instrumentId: null,
    first: 'step1',
    finalRoute: 'test/done',
    steps: [
      step('step1', [...step1, choice], {
        next: [
          { to: 'step2', when: { field: 'path', eq: 'a' } },
          { to: 'step2b', when: { field: 'path', eq: 'b' } },
        ],
      }),
      step('step2', step2, { next: [{ to: 'step3' }] }),
      step('step2b', step2b, { next: [{ to: 'step3' }] }),
      step('step3', [], {
        last: true,
        call: { name: 'test.pull', outcomes: ['pulled'] },
      }),
    ],
  };
}

describe('analyseCallConsents', () => {
  it('passes a pull after an OTP and its consent on every path', () => {
    expect(analyseCallConsents(journey([mobile, otp], [consent]), USES)).toEqual([]);
  });

  it('refuses a pull with no mobile OTP before it', () => {
    expect(analyseCallConsents(journey([mobile], [consent]), USES)).toEqual([
      'test/consents/step3 test.pull has no mobile OTP on every path to it',
    ]);
  });

  it('refuses a pull whose consent is on one branch only, or on a step that may be skipped', () => {
    const oneBranch = journey([mobile, otp], [consent], []);
    expect(analyseCallConsents(oneBranch, USES)).toEqual([
      'test/consents/step3 test.pull has no consent to a bureauPull by Tara on every path',
    ]);
    const skippable = journey([mobile, otp], [consent]);
    for (const s of skippable.steps) if (s.id !== 'step1') s.skip = { field: 'path', eq: 'z' };
    expect(analyseCallConsents(skippable, USES)).toHaveLength(1);
  });

  it('refuses a consent for another party or another use', () => {
    const lender = { ...consent, label: CONSENT_TEXTS['pl-lender'].text, consent: 'pl-lender' };
    expect(analyseCallConsents(journey([mobile, otp], [lender as FieldDef]), USES)).toEqual([
      'test/consents/step3 test.pull has no consent to a bureauPull by Tara on every path',
    ]);
  });

  it('refuses a call nobody classified, and lets an unclassified-free lookup through', () => {
    const j = journey([mobile], []);
    const step3 = j.steps.find((s) => s.id === 'step3') as StepDef;
    step3.call = { name: 'test.unknown', outcomes: ['x'] };
    expect(analyseCallConsents(j, USES)).toEqual([
      "test/consents/step3 test.unknown is not classified (core's PARTNER_CALL_USES)",
    ]);
    step3.call = { name: 'test.lookup', outcomes: ['x'] };
    expect(analyseCallConsents(j, USES)).toEqual([]);
  });
});

describe('analyseConsentFields', () => {
  const problemsOf = (field: FieldDef) => analyseConsentFields(journey([field], []));

  it('accepts a required, unticked, always shown box with its text word for word', () => {
    expect(problemsOf(consent)).toEqual([]);
    expect(analyseJourney(journey([mobile, otp], [consent]))).toEqual([]);
  });

  it('refuses a consent ticked beforehand, optional, hidden, or not a box', () => {
    const at = 'test/consents/step1 isPullChecked';
    expect(problemsOf({ ...consent, defaultValue: true })).toEqual([
      `${at} is a consent ticked beforehand`,
    ]);
    expect(problemsOf({ ...consent, required: false })).toEqual([
      `${at} is a consent but not required`,
    ]);
    expect(problemsOf({ ...consent, showWhen: { field: 'path', eq: 'a' } })).toEqual([
      `${at} is a consent that may be hidden`,
    ]);
    expect(problemsOf({ ...consent, kind: 'text' })).toEqual([`${at} is a consent but not a box`]);
  });

  it('refuses words other than its versioned text, and a text that allows no call', () => {
    const at = 'test/consents/step1 isPullChecked';
    expect(problemsOf({ ...consent, label: 'I agree.' })).toEqual([
      `${at} does not show the text of pl-credit-report`,
    ]);
    const cards = { ...consent, label: CONSENT_TEXTS['credit-bureau'].text };
    expect(problemsOf({ ...cards, consent: 'credit-bureau' })).toEqual([
      `${at} shows credit-bureau, which allows no call`,
      `${at} names no one in particular ("partners")`,
    ]);
  });
});

describe('consentTextProblems', () => {
  const text = (words: string, allows = CONSENT_TEXTS['idfc-business-loan'].allows) => ({
    purpose: 'idfc-business-loan' as const,
    version: 'x',
    title: 'x',
    text: words,
    ...(allows ? { allows } : {}),
  });

  it('passes every journey consent text core has', () => {
    for (const t of Object.values(CONSENT_TEXTS)) {
      if (t.allows) expect(consentTextProblems(t), t.purpose).toEqual([]);
    }
  });

  it('wants each party named and each use said in words', () => {
    expect(consentTextProblems(text('I ask Tara to send my application to the bank.'))).toEqual([
      'does not name IDFC FIRST Bank',
      'does not name IDFC FIRST Bank',
      'does not say in words that it allows a bureauPull',
    ]);
    expect(consentTextProblems(text('IDFC FIRST Bank may check my credit report.'))).toEqual([
      'does not say in words that it allows a submission',
    ]);
  });

  it('refuses a text that names nobody in particular', () => {
    const vague =
      'I ask Tara to send my application to IDFC FIRST Bank and its partners, who may check my credit report.';
    expect(consentTextProblems(text(vague))).toEqual(['names no one in particular ("partners")']);
  });
});
