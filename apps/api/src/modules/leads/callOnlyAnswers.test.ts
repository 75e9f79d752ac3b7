import { type AppliedStep, idfcBusinessLoanJourney as j } from '@tara/core';
import { describe, expect, it } from 'vitest';
import { withoutCallOnly } from './callOnlyAnswers.js';
import { persisted } from './persisted.js';

describe('withoutCallOnly (issue 20 item 3)', () => {
  it('drops the share code, keeps every other answer', () => {
    const answers = { aadhaarXml: 'doc-1', shareCode: 'Qz#7', karzaOKYCConsent: true };
    expect(withoutCallOnly(j, answers)).toEqual({ aadhaarXml: 'doc-1', karzaOKYCConsent: true });
    expect(answers.shareCode).toBe('Qz#7');
  });

  it('is what every save writes, even if a state were to carry one', () => {
    const applied: AppliedStep = {
      state: {
        version: 1,
        answers: { fullName: 'Asha Verma', shareCode: 'Qz#7' },
        history: ['step1', 'step11'],
        current: 'step12',
        calls: {},
        pending: null,
        exit: null,
      },
      next: { type: 'step', stepId: 'step12' },
      skipped: [],
      dropped: [],
      droppedCalls: [],
    };
    expect(persisted(j, applied).answers).toEqual({ fullName: 'Asha Verma' });
  });
});
