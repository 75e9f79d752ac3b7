// The generic credit line's first part, step1 to step11.4 (spec 02 §2.2; decision 037): who the
// applicant is, the PAN check and the credit-report pull, the KYC (its type, central KYC,
// Aadhaar OKYC), the city and the business KYC with Karza, the two photographs. Northern Arc
// answers the generic line, so these are Northern Arc's steps (decision 036) and the business
// loan's central-KYC step under the generic line's ids: renamed, never copied.
import { KYC_TYPES } from '../../catalog/businessLoan.js';
import type { StepDef } from '../../journeyModel/types.js';
import { kycSteps } from '../businessLoan/kycSteps.js';
import { kycMismatchShows, makeStep, opts, to } from '../shared/index.js';
import { is } from '../shared/loanFields.js';
import { renumberSteps } from '../shared/renumberSteps.js';
import { naclBusinessSteps } from './naclBusinessSteps.js';
import { inWebView } from './naclFields.js';
import { naclKycSteps } from './naclKycSteps.js';
import { naclPersonalSteps } from './naclPersonalSteps.js';

/** Northern Arc's step → the generic line's step (decision 037's table). */
const FROM_NORTHERN_ARC: Readonly<Record<string, string>> = {
  step1: 'step1',
  step2: 'step2',
  step3: 'step2.1',
  step4: 'step3',
  step5: 'step4',
  step9: 'step7',
  step10: 'step8',
  step11: 'step9',
  'step11.1': 'step9.1',
  step12: 'step10',
  step13: 'step11',
  step14: 'step11.1',
  step15: 'step11.2',
  step16: 'step11.3',
  step17: 'step11.4',
};

const ckyc = is('kycType', KYC_TYPES.central);
const okyc = is('kycType', KYC_TYPES.aadhaarOffline);

/** step5: the KYC type (02 §3.3 kycType: ckyc or okyc), new to the credit line. */
function kycTypeStep(): StepDef {
  return makeStep(
    'step5',
    [
      { to: 'step6', when: ckyc },
      { to: 'step7', when: { all: [okyc, inWebView] } },
      { to: 'step8', when: { all: [okyc, { not: inWebView }] } },
    ],
    {
      title: 'How would you like to complete your KYC?',
      info: [
        'Central KYC uses the KYC you already did with a bank. Aadhaar offline KYC uses your Aadhaar.',
      ],
      fields: [
        {
          name: 'kycType',
          kind: 'radio',
          label: 'KYC MODE',
          options: opts(
            [KYC_TYPES.central, 'Central KYC'],
            [KYC_TYPES.aadhaarOffline, 'Aadhaar offline KYC'],
          ),
        },
      ],
      guard: ['mobile', 'dobYear'],
    },
  );
}

export function genericApplicantSteps(): StepDef[] {
  const wanted = new Set(Object.keys(FROM_NORTHERN_ARC));
  const nacl = [...naclPersonalSteps(), ...naclKycSteps(), ...naclBusinessSteps()].filter((s) =>
    wanted.has(s.id),
  );
  const renamed = renumberSteps(nacl, FROM_NORTHERN_ARC, {
    // The date of birth leads to the KYC type; the device decides only after it (step5).
    step4: { next: to('step5') },
    // Reached from central KYC too, which asks no Aadhaar consent; shows what either KYC gave.
    step9: {
      guard: ['mobile', 'kycType'],
      shows: [{ kind: 'facts', calls: KYC_CALLS, items: KYC_SHOWN }],
    },
    // Reached from central KYC too: shows what it gave as well.
    'step9.1': { guard: ['mobile', 'kycType'], shows: kycMismatchShows(KYC_CALLS) },
    // After the photographs: the expected amount and tenure, then the credit approval.
    'step11.4': { next: to('step11.6') },
  });
  // The business loan's step10 (the central KYC registry): found → the KYC check, else the
  // Aadhaar ZIP (02 §4.1: central KYC falls back to the offline KYC).
  const centralKyc = renumberSteps(
    kycSteps().filter((s) => s.id === 'step10'),
    { step10: 'step6', step11: 'step8', step12: 'step9', 'step12.1': 'step9.1' },
  );
  const at = renamed.findIndex((s) => s.id === 'step4') + 1;
  return [...renamed.slice(0, at), kycTypeStep(), ...centralKyc, ...renamed.slice(at)];
}

const KYC_CALLS = ['ckyc', 'okyc', 'karza.okyc'];

const KYC_SHOWN = [
  { fact: 'kycName', label: 'Name' },
  { fact: 'kycDob', label: 'Date of birth' },
  { fact: 'kycGender', label: 'Gender' },
  { fact: 'aadhaarLast4', label: 'Aadhaar (last 4 digits)' },
];
