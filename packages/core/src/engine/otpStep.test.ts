import { describe, expect, it } from 'vitest';
import type { JourneyDef, StepDef } from '../journeyModel/types.js';
import { analyseJourney } from './analyseJourney.js';
import { applyStep } from './applyStep.js';
import { journeyState } from './journeyState.js';
import { submitStep } from './submitStep.js';
import { OTP_FORMAT, REQUIRED, validateStep } from './validateStep.js';

const env = { today: new Date('2026-11-21T00:00:00Z') };

const otpStep: StepDef = {
  id: 'otp',
  title: 'Enter the OTP sent to your mobile',
  fields: [{ name: 'otp', kind: 'otp', label: 'OTP' }],
  skip: { ctx: 'mobileVerified', eq: true },
  last: true,
};

// Contact (checkUser), then a question, then the final OTP step that a verified mobile skips.
const journey: JourneyDef = {
  prefix: 'test/otp',
  version: 1,
  title: 'OTP',
  productId: 2,
  providerId: null,
  instrumentId: null,
  first: 'contact',
  finalRoute: 'done',
  steps: [
    {
      id: 'contact',
      title: 'Mobile?',
      fields: [{ name: 'mobile', kind: 'mobile', label: 'Mobile', rules: [{ rule: 'mobile' }] }],
      effects: ['checkUser'],
      next: [{ to: 'income' }],
    },
    {
      id: 'income',
      title: 'Income?',
      fields: [{ name: 'income', kind: 'money', label: 'Income' }],
      next: [{ to: 'otp' }],
    },
    otpStep,
  ],
};

describe('the otp field kind', () => {
  it('takes six digits, spaces removed, numbers as text', () => {
    expect(validateStep(otpStep, { otp: ' 012 345 ' }, {}, {}, env)).toEqual({
      values: { otp: '012345' },
      errors: {},
    });
    expect(validateStep(otpStep, { otp: 123456 }, {}, {}, env).errors).toEqual({});
  });

  it('refuses anything but six digits, and an empty code', () => {
    for (const otp of ['12345', '1234567', 'abcdef', '12 34a6', '１２３４５６']) {
      expect(validateStep(otpStep, { otp }, {}, {}, env).errors, otp).toEqual({ otp: OTP_FORMAT });
    }
    expect(validateStep(otpStep, {}, {}, {}, env).errors).toEqual({ otp: REQUIRED });
    expect(validateStep(otpStep, { otp: { code: 1 } }, {}, {}, env).errors.otp).toBeDefined();
  });

  it('is never saved in the answers', () => {
    const answers = { mobile: '9876543210', income: 50000 };
    const state = { version: 1, answers, history: ['contact', 'income'], current: 'otp' };
    const applied = applyStep(journey, state, 'otp', { otp: '123456' });
    expect(applied.state.answers).toEqual(answers);
    const submitted = submitStep(journey, state, 'otp', { otp: '123456' }, { env });
    expect(submitted.ok && submitted.state.answers).toEqual(answers);
  });
});

describe('the final OTP step skipped by context', () => {
  const afterContact = applyStep(journey, journeyState(journey), 'contact', {
    mobile: '9876543210',
  }).state;

  it('is shown while the mobile is not verified', () => {
    const applied = applyStep(journey, afterContact, 'income', { income: 50000 }, {});
    expect(applied.state.current).toBe('otp');
    expect(applied.skipped).toEqual([]);
  });

  it('is passed over to the final route when the mobile is verified', () => {
    const ctx = { mobileVerified: true };
    const applied = applyStep(journey, afterContact, 'income', { income: 50000 }, ctx);
    expect(applied.state.current).toBeNull();
    expect(applied.next).toEqual({ type: 'final', route: 'done' });
    expect(applied.skipped).toEqual(['otp']);
  });
});

describe('static checks of auth fields', () => {
  it('accepts the OTP journey', () => {
    expect(analyseJourney(journey)).toEqual([]);
  });

  it('refuses checkUser without a mobile and a hardSkip OTP step', () => {
    const broken: JourneyDef = {
      ...journey,
      steps: [
        {
          ...(journey.steps[0] as StepDef),
          fields: [{ name: 'email', kind: 'email', label: 'E' }],
        },
        journey.steps[1] as StepDef,
        {
          ...otpStep,
          hardSkip: true,
          fields: [{ name: 'otp', kind: 'otp', label: 'OTP' }],
        },
      ],
    };
    const problems = analyseJourney(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'test/otp/contact checkUser without a mobile field',
        'test/otp/otp hardSkip on an OTP step',
      ]),
    );
  });

  it('refuses a signing OTP that may be hidden or skipped, and a non-OTP that signs', () => {
    const broken: JourneyDef = {
      ...journey,
      steps: [
        journey.steps[0] as StepDef,
        journey.steps[1] as StepDef,
        {
          ...otpStep,
          fields: [
            {
              name: 'otp',
              kind: 'otp',
              label: 'OTP',
              signs: true,
              showWhen: { not: { ctx: 'mobileVerified', eq: true } },
            },
            { name: 'agree', kind: 'checkbox', label: 'Agree', signs: true },
          ],
        },
      ],
    };
    expect(analyseJourney(broken)).toEqual(
      expect.arrayContaining([
        'test/otp/otp otp signs but may be hidden',
        'test/otp/otp otp signs on a step that may be skipped',
        'test/otp/otp agree signs but is not an OTP',
      ]),
    );
  });
});
