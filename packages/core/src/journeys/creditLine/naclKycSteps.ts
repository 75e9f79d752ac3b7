// Steps 9 to 15 of the Northern Arc credit line: Aadhaar OKYC (Karza in the Android web view,
// the offline e-KYC ZIP in a browser), the KYC check, the city and the business KYC (spec 02
// §2.3; decision 036). Steps 11 and 15 may reject to disbursal-status.
import type { StepDef } from '../../engine/types.js';
import { onOutcome, rejectedOn } from '../shared/callRules.js';
import { kycMismatchStep, makeStep, opts, pincodeField, to } from '../shared/index.js';
import { aadhaarXmlField, is, radio, shareCodeField, yesNoCodes } from '../shared/loanFields.js';
import { documentIdField, okycConsentField } from './naclFields.js';

const G = ['mobile'];
/** Where a KYC that is not the applicant's goes (decision 062). */
const MISMATCH = 'step11.1';
const kycShown = [
  { fact: 'kycName', label: 'Name' },
  { fact: 'kycDob', label: 'Date of birth' },
  { fact: 'kycGender', label: 'Gender' },
  { fact: 'aadhaarLast4', label: 'Aadhaar (last 4 digits)' },
];

export function naclKycSteps(): StepDef[] {
  return [
    // In the Android app the app runs Karza's Aadhaar OKYC itself; its answer arrives later.
    makeStep(
      'step9',
      [
        onOutcome('karza.okyc', 'verified', 'step11'),
        onOutcome('karza.okyc', 'failed', 'step11'),
        onOutcome('karza.okyc', 'mismatch', MISMATCH),
      ],
      {
        title: 'Let us verify your Aadhaar with Karza in the app.',
        info: ['The app opens Aadhaar OKYC: enter your Aadhaar and the OTP UIDAI sends you.'],
        fields: [okycConsentField()],
        call: {
          name: 'karza.okyc',
          outcomes: ['verified', 'failed', 'mismatch'],
          wait: { pollSeconds: 3, message: 'Waiting for your Aadhaar KYC to be confirmed.' },
        },
        guard: [...G, 'dobYear'],
      },
    ),
    // A ZIP that cannot be read, or a share code that does not open it, keeps the applicant
    // here; a KYC that fails the checks goes on to step11, which judges it; another person's
    // to step11.1.
    makeStep(
      'step10',
      [
        onOutcome('okyc', 'verified', 'step11'),
        onOutcome('okyc', 'failed', 'step11'),
        onOutcome('okyc', 'mismatch', MISMATCH),
      ],
      {
        title: 'Please upload your Aadhaar offline e-KYC ZIP and its share code.',
        info: [
          'Download it from the UIDAI website (Offline e-KYC). The share code is the 4 characters you chose there.',
        ],
        fields: [aadhaarXmlField(), shareCodeField(), okycConsentField()],
        call: {
          name: 'okyc',
          outcomes: ['verified', 'failed', 'unreadable', 'mismatch'],
          refuse: { outcomes: ['unreadable'], field: 'aadhaarXml' },
        },
        guard: [...G, 'dobYear'],
      },
    ),
    // The applicant confirms the details; Northern Arc then validates the KYC
    // (/lead/credit-line/validate/ckyc). A 'no' or the partner's refusal rejects (CLNA-11).
    makeStep(
      'step11',
      [
        onOutcome('nacl.validateKyc', 'verified', 'step12'),
        rejectedOn('nacl.validateKyc', 'rejected'),
        { exit: 'rejected', when: { outcome: 'nacl.validateKyc', filled: false } },
      ],
      {
        title: 'These are the details your KYC gave. Are they yours and correct?',
        fields: [radio('kycDetailsCorrect', 'ARE THESE DETAILS CORRECT?', yesNoCodes())],
        shows: [{ kind: 'facts', calls: ['okyc', 'karza.okyc'], items: kycShown }],
        call: {
          name: 'nacl.validateKyc',
          outcomes: ['verified', 'rejected'],
          when: is('kycDetailsCorrect', '1'),
        },
        guard: [...G, 'karzaOKYCConsent'],
        autoAdvance: false,
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
        fields: [
          radio(
            'businessDocumentType',
            'BUSINESS DOCUMENT',
            opts(
              ['gstin', 'GSTIN'],
              ['fssai', 'Food licence (FSSAI) number'],
              ['shopEstablishment', 'Shop establishment number'],
              ['udyam', 'Udyam registration number'],
            ),
          ),
          documentIdField('gstinId', 'GSTIN', 'gstin'),
          documentIdField('fssaiId', 'FSSAI LICENCE NUMBER', 'fssai'),
          documentIdField('shopRegNo', 'SHOP ESTABLISHMENT NUMBER', 'shopEstablishment'),
          documentIdField('udyamRegNo', 'UDYAM REGISTRATION NUMBER', 'udyam'),
        ],
        call: { name: 'karza.businessDocument', outcomes: ['verified', 'notVerified'] },
        guard: [...G, 'pincode'],
        autoAdvance: false,
      },
    ),
    // The applicant confirms what the registration says (/lead/credit-line/confirm/businesskyc).
    makeStep('step14', [onOutcome('nacl.confirmBusinessKyc', 'confirmed', 'step15')], {
      title: 'This is what the registration says about your business. Please confirm it.',
      fields: [
        {
          name: 'businessKycConfirmed',
          kind: 'disclaimer',
          label: 'I confirm this is my business and these details are correct.',
        },
      ],
      shows: [
        {
          kind: 'facts',
          calls: ['karza.businessDocument'],
          items: [
            { fact: 'businessName', label: 'Business name' },
            { fact: 'businessAddress', label: 'Address' },
          ],
        },
      ],
      call: { name: 'nacl.confirmBusinessKyc', outcomes: ['confirmed'] },
      guard: [...G, 'businessDocumentType'],
    }),
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
