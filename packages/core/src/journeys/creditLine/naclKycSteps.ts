// Steps 9 to 15 of the Northern Arc credit line: Aadhaar OKYC (Karza in the Android web view,
// the offline e-KYC ZIP in a browser), the KYC check, the city and the business KYC (spec 02
// §2.3; decision 036). Steps 11 and 15 may reject to disbursal-status.
import type { StepDef } from '../../journeyModel/types.js';
import { kycOutcomes, onOutcome, rejectedOn } from '../shared/callRules.js';
import { kycMismatchStep, makeStep, pincodeField, to } from '../shared/index.js';
import { is } from '../shared/loanFields.js';
import {
  businessDocumentFields,
  businessKycConfirmStep,
  kycDetailsStep,
  okycUploadStep,
} from '../shared/partnerKycSteps.js';
import { okycConsentField } from './naclFields.js';

const G = ['mobile'];
/** Where a KYC that is not the applicant's goes (decision 062). */
const MISMATCH = 'step11.1';

export function naclKycSteps(): StepDef[] {
  return [
    // In the Android app the app runs Karza's Aadhaar OKYC itself; its answer arrives later.
    makeStep('step9', kycOutcomes('karza.okyc', 'step11', MISMATCH), {
      title: 'Let us verify your Aadhaar with Karza in the app.',
      info: ['The app opens Aadhaar OKYC: enter your Aadhaar and the OTP UIDAI sends you.'],
      fields: [okycConsentField()],
      call: {
        name: 'karza.okyc',
        outcomes: ['verified', 'failed', 'mismatch'],
        wait: { pollSeconds: 3, message: 'Waiting for confirmation of your Aadhaar KYC.' },
      },
      guard: [...G, 'dobYear'],
    }),
    // A ZIP that cannot be read, or a share code that does not open it, keeps the applicant
    // here; a KYC that fails the checks goes on to step11, which judges it; another person's
    // to step11.1.
    okycUploadStep('step10', { judgedAt: 'step11', mismatchAt: MISMATCH }, okycConsentField(), [
      ...G,
      'dobYear',
    ]),
    // The applicant confirms the details; Northern Arc then validates the KYC
    // (/lead/credit-line/validate/ckyc). A 'no' or the partner's refusal rejects (CLNA-11).
    kycDetailsStep(
      'step11',
      [
        onOutcome('nacl.validateKyc', 'verified', 'step12'),
        rejectedOn('nacl.validateKyc', 'rejected'),
        { exit: 'rejected', when: { outcome: 'nacl.validateKyc', filled: false } },
      ],
      { calls: ['okyc', 'karza.okyc'] },
      [...G, 'karzaOKYCConsent'],
      {
        name: 'nacl.validateKyc',
        outcomes: ['verified', 'rejected'],
        when: is('kycDetailsCorrect', '1'),
      },
    ),
    // A KYC that is not the applicant's never reaches step11's "Yes" (decision 062).
    kycMismatchStep(MISMATCH, ['okyc', 'karza.okyc'], [...G, 'dobYear']),
    makeStep('step12', to('step13'), {
      title: 'Where is your shop? Your pincode tells us the city.',
      fields: [pincodeField()],
      guard: [...G, 'kycDetailsCorrect'],
    }),
    // Any document → a Karza check; either answer goes on (step15 is where it may reject).
    makeStep(
      'step13',
      [
        onOutcome('karza.businessDocument', 'verified', 'step14'),
        onOutcome('karza.businessDocument', 'notVerified', 'step14'),
      ],
      {
        title: 'Which registration does your business have?',
        info: ['A registration lets Northern Arc verify your business instantly.'],
        fields: businessDocumentFields(['gstin', 'fssai', 'shopEstablishment', 'udyam'], false),
        call: { name: 'karza.businessDocument', outcomes: ['verified', 'notVerified'] },
        guard: [...G, 'pincode'],
        autoAdvance: false,
      },
    ),
    // The applicant confirms what the registration says (/lead/credit-line/confirm/businesskyc).
    businessKycConfirmStep(
      'step14',
      [onOutcome('nacl.confirmBusinessKyc', 'confirmed', 'step15')],
      [...G, 'businessDocumentType'],
      { name: 'nacl.confirmBusinessKyc', outcomes: ['confirmed'] },
    ),
    // /lead/credit-line/validate/businesskyc: verified → step16, rejected → disbursal-status.
    makeStep(
      'step15',
      [
        onOutcome('nacl.validateBusinessKyc', 'verified', 'step16'),
        rejectedOn('nacl.validateBusinessKyc', 'rejected'),
      ],
      {
        title: 'Let me verify your business with Northern Arc.',
        fields: [],
        call: { name: 'nacl.validateBusinessKyc', outcomes: ['verified', 'rejected'] },
        guard: [...G, 'businessKycConfirmed'],
      },
    ),
  ];
}
