// Sample walks of the business loan, for core, API and browser tests: the answers that differ
// from `SAMPLE_VALUES`, and the outcome each partner call gives on that walk (the sandboxes
// must answer the same for these inputs).
import type { Answers } from '../../journeyModel/types.js';

/** Document ids stand in for uploads: the answer of a `file` field is the stored id. */
const doc = (name: string) => `sample-document-${name}`;

/** Central KYC, GSTIN, digital e-NACH: step1 … step37, step39, step43. */
const ckycGstinDigital: Answers = {
  fullName: 'Asha Verma',
  // Born as the sandbox Aadhaar resident (decision 025): a KYC must be the applicant's own
  // (decision 062), and the sandbox KYCs are hers.
  dobDate: '12',
  dobMonth: '04',
  dobYear: '1990',
  otp: '123456',
  isIdfcDisclaimerChecked: true,
  isMetroChecked: false,
  loanAmount: 150000,
  tenure: 24,
  kycType: 'ckyc',
  kycDetailsCorrect: '1',
  officeCity: { id: 1, name: 'Mumbai' },
  nearestIdfcBranch: { id: 1, name: 'Mumbai' },
  businessDocumentType: 'gstin',
  gstinId: '27ABCPE1234F1Z5',
  businessKycConfirmed: true,
  familyPropertyStatus: '1',
  relationshipWithOwner: 'father',
  familyPropertyOwnerName: 'Ramesh Verma',
  bankStatement: doc('bank-statement'),
  shopPhoto: doc('shop-photo'),
  customerPhoto: doc('customer-photo'),
  loanOfferDecision: 'accept',
  maritalStatus: 'MS_MARRIED',
  residentialStatus: '1',
  businessType: '2',
  annualTurnoverId: '2',
  educationalQualification: '3',
  officePropertyOwned: '3',
  fatherName: 'Ramesh Verma',
  motherName: 'Sunita Verma',
  religion: '1',
  caste: '3',
  nomineeName: 'Rahul Verma',
  nomineeGender: 'male',
  nomineeRelation: '7',
  nomineeDobDate: '10',
  nomineeDobMonth: '02',
  nomineeDobYear: '1988',
  nomineeNationality: 'Indian',
  accountType: '7',
  mandateType: 'DIGITAL',
  bankIfscCode: 'HDFC0001234',
  emandateMode: '1',
  bankAccountNo: '50100123456789',
  accountHolderName: 'Asha Verma',
  eAgreementAccepted: true,
  // Not asked on this walk; here so every step of the journey has a sample value.
  aadhaarXml: doc('aadhaar-xml'),
  shareCode: '1234', // the share code of the API's sandbox ZIP (decision 025)
  karzaOKYCConsent: true,
  pnachDocument: doc('pnach'),
};

/** Aadhaar offline KYC in a browser, no business document, physical NACH. */
const okycPhysical: Answers = {
  ...ckycGstinDigital,
  kycType: 'okyc',
  businessDocumentType: 'none',
  familyPropertyStatus: '0',
  accountType: '3',
  mandateType: 'PHYSICAL',
};

export const BUSINESS_LOAN_BRANCHES: Record<string, Record<string, Answers>> = {
  'business-loan/idfc': { default: ckycGstinDigital, okycPhysical },
};

/** The outcome of every call made on each walk, by call name. */
export const BUSINESS_LOAN_SAMPLE_OUTCOMES: Record<string, Record<string, string>> = {
  default: {
    'idfc.validatePan': 'valid',
    'idfc.addLead': 'created',
    ckyc: 'verified',
    'idfc.approvalStatus': 'approved',
    'karza.businessDocument': 'verified',
    'idfc.businessKyc': 'verified',
    'idfc.creditApproval': 'offered',
    'idfc.enach': 'registered',
    'idfc.eAgreement': 'signed',
  },
  okycPhysical: {
    'idfc.validatePan': 'valid',
    'idfc.addLead': 'created',
    okyc: 'verified',
    'idfc.approvalStatus': 'approved',
    'idfc.creditApproval': 'offered',
    'idfc.pnachStatus': 'accepted',
    'idfc.eAgreement': 'signed',
  },
};

/** The sample outcomes by journey prefix, picked by its product descriptor (products/). */
export const BUSINESS_LOAN_OUTCOMES: Record<string, Record<string, Record<string, string>>> = {
  'business-loan/idfc': BUSINESS_LOAN_SAMPLE_OUTCOMES,
};
