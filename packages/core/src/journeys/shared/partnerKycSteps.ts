// The KYC steps the partner business loan and the Northern Arc credit line ask alike (spec 02
// §2.1, §2.3; decisions 020, 036, 062): the Aadhaar offline e-KYC upload, what the KYC gave,
// and the confirmation of what the business registration says. Ids, next steps, guards and
// the partner's own words are the journey's.
import type {
  FieldDef,
  FieldOption,
  NextRule,
  ShownFact,
  StepCall,
  StepDef,
} from '../../journeyModel/types.js';
import { kycOutcomes } from './callRules.js';
import {
  aadhaarXmlField,
  businessDocumentIdField,
  radio,
  shareCodeField,
  yesNoCodes,
} from './loanFields.js';
import { makeStep } from './makeStep.js';

/** The facts of the applicant's KYC the "are these yours?" step shows. */
const KYC_DETAIL_FACTS: ShownFact[] = [
  { fact: 'kycName', label: 'Name' },
  { fact: 'kycDob', label: 'Date of birth' },
  { fact: 'kycGender', label: 'Gender' },
  { fact: 'aadhaarLast4', label: 'Aadhaar (last 4 digits)' },
];

/**
 * "Are these yours?": the facts the KYC `calls` gave (and the partner's `moreFacts`), answered
 * in the partner's codes; `call` where the partner then validates the KYC.
 */
export function kycDetailsStep(
  id: string,
  next: NextRule[],
  shown: { calls: string[]; moreFacts?: ShownFact[] },
  guard: string[],
  call?: StepCall,
): StepDef {
  const items = [...KYC_DETAIL_FACTS, ...(shown.moreFacts ?? [])];
  return makeStep(id, next, {
    title: 'These are the details your KYC gave. Are they yours and correct?',
    fields: [radio('kycDetailsCorrect', 'ARE THESE DETAILS CORRECT?', yesNoCodes())],
    shows: [{ kind: 'facts', calls: shown.calls, items }],
    ...(call ? { call } : {}),
    guard,
    autoAdvance: false,
  });
}

/**
 * The Aadhaar offline e-KYC ZIP and its share code, with the partner's `consent`. A ZIP that
 * cannot be read, or a share code that does not open it, keeps the applicant here with the
 * reason; otherwise the KYC goes on to `judgedAt`, or to `mismatchAt` if it is another's.
 */
export function okycUploadStep(
  id: string,
  at: { judgedAt: string; mismatchAt: string },
  consent: FieldDef,
  guard: string[],
): StepDef {
  return makeStep(id, kycOutcomes('okyc', at.judgedAt, at.mismatchAt), {
    title: 'Please upload your Aadhaar offline e-KYC ZIP and its share code.',
    info: [
      'Download it from the UIDAI website (Offline e-KYC). The share code is the 4 characters you chose there.',
    ],
    fields: [aadhaarXmlField(), shareCodeField(), consent],
    call: {
      name: 'okyc',
      outcomes: ['verified', 'failed', 'unreadable', 'mismatch'],
      refuse: { outcomes: ['unreadable'], field: 'aadhaarXml' },
    },
    guard,
  });
}

/** The business registrations a partner may ask for: the choice's label and its number's field. */
const BUSINESS_DOCUMENTS = {
  gstin: { label: 'GSTIN', field: 'gstinId', fieldLabel: 'GSTIN' },
  fssai: {
    label: 'Food licence (FSSAI) number',
    field: 'fssaiId',
    fieldLabel: 'FSSAI LICENCE NUMBER',
  },
  shopEstablishment: {
    label: 'Shop establishment number',
    field: 'shopRegNo',
    fieldLabel: 'SHOP ESTABLISHMENT NUMBER',
  },
  udyam: {
    label: 'Udyam registration number',
    field: 'udyamRegNo',
    fieldLabel: 'UDYAM REGISTRATION NUMBER',
  },
} as const;

/**
 * The registration (`businessDocumentType`) among `kinds`, in the partner's order, with
 * 'None of these' last if the partner takes none; then each one's number, asked when chosen.
 */
export function businessDocumentFields(
  kinds: (keyof typeof BUSINESS_DOCUMENTS)[],
  noneOfThese: boolean,
): FieldDef[] {
  const options: FieldOption[] = kinds.map((kind) => ({
    value: kind,
    label: BUSINESS_DOCUMENTS[kind].label,
  }));
  if (noneOfThese) options.push({ value: 'none', label: 'None of these' });
  return [
    radio('businessDocumentType', 'BUSINESS DOCUMENT', options),
    ...kinds.map((kind) => {
      const { field, fieldLabel } = BUSINESS_DOCUMENTS[kind];
      return businessDocumentIdField(field, fieldLabel, kind);
    }),
  ];
}

/** The applicant confirms what the business registration says (Karza's business document check). */
export function businessKycConfirmStep(
  id: string,
  next: NextRule[],
  guard: string[],
  call?: StepCall,
): StepDef {
  return makeStep(id, next, {
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
    ...(call ? { call } : {}),
    guard,
  });
}
