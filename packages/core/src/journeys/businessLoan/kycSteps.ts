// Steps 9 to 18 of the partner business loan: KYC, the bank's first approval and the business
// documents (spec 02 §2.1, §4.1; decision 020).
import { KYC_TYPES } from '../../catalog/businessLoan.js';
import type { Condition, StepDef } from '../../journeyModel/types.js';
import { kycOutcomes } from '../shared/callRules.js';
import { cityField, kycMismatchStep, makeStep, opts, to } from '../shared/index.js';
import {
  businessDocumentFields,
  businessKycConfirmStep,
  kycDetailsStep,
  okycUploadStep,
} from '../shared/partnerKycSteps.js';
import { is, nameField, noCall, onOutcome, rejectedOn, yesNoCodes } from './blFields.js';

const ckyc = is('kycType', KYC_TYPES.central);
const okyc = is('kycType', KYC_TYPES.aadhaarOffline);
const inWebView: Condition = { ctx: 'androidWebView', eq: true };
const hasDocument: Condition = { field: 'businessDocumentType', ne: 'none' };
const G = ['mobile'];
/** Where a KYC that is not the applicant's goes (decision 062), from any of the three calls. */
const MISMATCH = 'step12.1';
const KYC_CALLS = ['ckyc', 'okyc', 'karza.okyc'];

export function kycSteps(): StepDef[] {
  return [
    makeStep(
      'step9',
      // okyc in the web view → step12 once Karza answers (step12 and 13 judge the KYC), or
      // step12.1 when it is not the applicant's; no Karza call (okyc in a browser) → step11.
      [
        { to: 'step10', when: ckyc },
        ...kycOutcomes('karza.okyc', 'step12', MISMATCH),
        { to: 'step11', when: { all: [okyc, { not: inWebView }] } },
      ],
      {
        title: 'How would you like to complete your KYC?',
        info: [
          'Central KYC uses the KYC you already did with a bank. Aadhaar offline KYC uses the ZIP you download from UIDAI.',
        ],
        fields: [
          {
            name: 'kycType',
            kind: 'radio',
            label: 'KYC MODE',
            options: opts(['ckyc', 'Central KYC'], ['okyc', 'Aadhaar offline KYC']),
          },
        ],
        // In the Android app the app runs Karza's Aadhaar OKYC itself; its answer arrives later.
        call: {
          name: 'karza.okyc',
          outcomes: ['verified', 'failed', 'mismatch'],
          when: { all: [okyc, inWebView] },
          wait: { pollSeconds: 3, message: 'Waiting for confirmation of your Aadhaar KYC.' },
        },
        guard: [...G, 'tenure'],
      },
    ),
    makeStep(
      'step10',
      [
        onOutcome('ckyc', 'verified', 'step12'),
        onOutcome('ckyc', 'failed', 'step11'),
        onOutcome('ckyc', 'mismatch', MISMATCH),
      ],
      {
        title: 'Let me look up your KYC in the central KYC registry.',
        info: ['This takes a few seconds. If it is not found, you can use Aadhaar offline KYC.'],
        fields: [],
        call: { name: 'ckyc', outcomes: ['verified', 'failed', 'mismatch'] },
        guard: [...G, 'kycType'],
      },
    ),
    // Both outcomes → step12 (the spec: step11 → step12); step12 and 13 may reject. Another
    // person's KYC → step12.1.
    okycUploadStep(
      'step11',
      { judgedAt: 'step12', mismatchAt: MISMATCH },
      {
        name: 'karzaOKYCConsent',
        kind: 'disclaimer',
        label: 'I agree to share my Aadhaar offline e-KYC with IDFC FIRST Bank to verify my KYC.',
      },
      [...G, 'kycType'],
    ),
    kycDetailsStep(
      'step12',
      [
        { to: 'step13', when: is('kycDetailsCorrect', '1') },
        { exit: 'rejected', when: is('kycDetailsCorrect', '0') },
      ],
      { calls: KYC_CALLS, moreFacts: [{ fact: 'ckycRef', label: 'Central KYC number' }] },
      [...G, 'kycType'],
    ),
    // A KYC that is not the applicant's never reaches step12's "Yes" (decision 062).
    kycMismatchStep(MISMATCH, KYC_CALLS, [...G, 'kycType']),
    makeStep(
      'step13',
      [
        rejectedOn('idfc.approvalStatus', 'rejected'),
        onOutcome('idfc.approvalStatus', 'approved', 'step14'),
      ],
      {
        title: 'Let me check with IDFC FIRST Bank whether you can go ahead.',
        info: ['The bank usually answers within a minute. Please keep this page open.'],
        fields: [],
        call: {
          name: 'idfc.approvalStatus',
          outcomes: ['approved', 'rejected'],
          wait: { pollSeconds: 5, message: 'Waiting for IDFC FIRST Bank to answer.' },
        },
        guard: [...G, 'kycDetailsCorrect'],
      },
    ),
  ];
}

export function businessKycSteps(): StepDef[] {
  return [
    makeStep('step14', to('step15'), {
      title: 'Where is your business, and which IDFC FIRST Bank branch is nearest to it?',
      fields: [
        cityField('officeCity', 'BUSINESS CITY'),
        cityField('nearestIdfcBranch', 'NEAREST BRANCH CITY'),
      ],
      guard: [...G, 'kycDetailsCorrect'],
    }),
    // A document chosen is a Karza call: either outcome → step16 (step17 may reject). No
    // document, no call → step18 (the spec's default).
    makeStep(
      'step15',
      [
        onOutcome('karza.businessDocument', 'verified', 'step16'),
        onOutcome('karza.businessDocument', 'notVerified', 'step16'),
        noCall('karza.businessDocument', 'step18'),
      ],
      {
        title: 'Does your business have one of these registrations?',
        info: ['A registration lets the bank verify your business instantly.'],
        fields: businessDocumentFields(['shopEstablishment', 'fssai', 'gstin'], true),
        call: {
          name: 'karza.businessDocument',
          outcomes: ['verified', 'notVerified'],
          when: hasDocument,
        },
        guard: [...G, 'nearestIdfcBranch'],
        autoAdvance: false,
      },
    ),
    businessKycConfirmStep('step16', to('step17'), [...G, 'businessDocumentType']),
    makeStep(
      'step17',
      [
        rejectedOn('idfc.businessKyc', 'rejected'),
        onOutcome('idfc.businessKyc', 'verified', 'step18'),
      ],
      {
        title: 'Let me verify your business with IDFC FIRST Bank.',
        fields: [],
        call: { name: 'idfc.businessKyc', outcomes: ['verified', 'rejected'] },
        guard: [...G, 'businessKycConfirmed'],
      },
    ),
    makeStep('step18', to('step19'), {
      title: 'Does your family own property? Owning one helps the bank approve your loan.',
      fields: [
        {
          name: 'familyPropertyStatus',
          kind: 'radio',
          label: 'FAMILY PROPERTY',
          options: yesNoCodes(),
        },
        {
          name: 'relationshipWithOwner',
          kind: 'radio',
          label: 'WHO OWNS IT?',
          options: opts(
            ['spouse', 'Spouse'],
            ['father', 'Father'],
            ['mother', 'Mother'],
            ['brother', 'Brother'],
            ['son', 'Son'],
            ['self', 'Self'],
          ),
          showWhen: is('familyPropertyStatus', '1'),
        },
        {
          ...nameField('familyPropertyOwnerName', "OWNER'S NAME"),
          showWhen: is('familyPropertyStatus', '1'),
        },
      ],
      guard: [...G, 'businessDocumentType'],
      autoAdvance: false,
    }),
  ];
}
