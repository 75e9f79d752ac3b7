// Sample walks of the Northern Arc credit line, for core, API and browser tests: the answers
// that differ from `SAMPLE_VALUES`, and the outcome each partner call gives on that walk (the
// sandboxes answer the same for these inputs: decision 036).
import type { Answers } from '../../journeyModel/types.js';

const doc = (name: string) => `sample-document-${name}`;

/** A browser (Aadhaar ZIP at step10), GSTIN, digital e-NACH: 1-5, 10-27, 31. */
const browserDigital: Answers = {
  fullName: 'Asha Verma',
  // Born as the sandbox Aadhaar resident (decision 025): a KYC must be the applicant's own
  // (decision 062), and the sandbox KYCs are hers.
  dobDate: '12',
  dobMonth: '04',
  dobYear: '1990',
  otp: '123456',
  isNorthernArcDisclaimerChecked: true,
  membershipId: '1',
  storeCode: 'MUM-GOR',
  partnerText: '12345678',
  aadhaarXml: doc('aadhaar-xml'),
  shareCode: '1234', // the share code of the API's sandbox ZIP (decision 025)
  karzaOKYCConsent: true,
  kycDetailsCorrect: '1',
  businessDocumentType: 'gstin',
  gstinId: '27ABCPE1234F1Z5',
  businessKycConfirmed: true,
  shopPhoto: doc('shop-photo'),
  customerPhoto: doc('customer-photo'),
  businessType: '3',
  officePremiseType: '1',
  storeEntranceType: 'SHUTTER',
  storeStructureType: 'CONCRETE',
  storeLocationType: 'MARKET',
  nameBoard: 'YES',
  firmDobDate: '01',
  firmDobMonth: '04',
  firmDobYear: '2015',
  maritalStatus: 'MS_MARRIED',
  residencePremiseType: '3',
  fatherName: 'Ramesh Verma',
  motherName: 'Sunita Verma',
  religion: '1',
  expectedLoanTenure: '12',
  creditLineDecision: 'accept',
  accountType: '7',
  mandateType: 'DIGITAL',
  bankIfscCode: 'HDFC0001234',
  emandateMode: '1',
  bankAccountNo: '50100123456789',
  accountHolderName: 'Asha Verma',
  eAgreementAccepted: true,
  pnachDocument: doc('pnach'),
};

/** Udyam and physical NACH; in the Android web view (Karza OKYC at step9): 1-5, 9, 11-24, 26, 28-31. */
const webViewPhysical: Answers = {
  ...browserDigital,
  businessDocumentType: 'udyam',
  udyamRegNo: 'UDYAM-MH-12-0012345',
  accountType: '3',
  mandateType: 'PHYSICAL',
};

/**
 * The generic credit line (decision 037): central KYC, GSTIN, digital e-NACH, the shop at
 * home; `okycPhysical`: the Aadhaar ZIP, Udyam, the physical NACH form via step11.5, the shop
 * elsewhere.
 */
const genericDigital: Answers = {
  ...browserDigital,
  kycType: 'ckyc',
  expectedLoanAmount: '100000',
  enachConsent: true,
  physicalNachAcknowledged: true,
  officeAddressSameAsCorrespondence: 'yes',
  annualTurnoverId: '2',
  propertyOwned: 'no',
  nomineeRelationType: '7',
  businessPancard: 'AABFV1234K',
  remarks: 'Stock for the festive season',
};

const genericOkycPhysical: Answers = {
  ...webViewPhysical,
  ...genericDigital,
  kycType: 'okyc',
  businessDocumentType: 'udyam',
  accountType: '3',
  mandateType: 'PHYSICAL',
  officeAddressSameAsCorrespondence: 'no',
};

export const CREDIT_LINE_BRANCHES: Record<string, Record<string, Answers>> = {
  'credit-line/nacl': { default: browserDigital, webViewPhysical },
  'credit-line': { default: genericDigital, okycPhysical: genericOkycPhysical },
};

const common = {
  'nacl.validatePan': 'valid',
  'nacl.creditReport': 'pulled',
  'nacl.addLead': 'created',
  'nacl.validateKyc': 'verified',
  'karza.businessDocument': 'verified',
  'nacl.confirmBusinessKyc': 'confirmed',
  'nacl.validateBusinessKyc': 'verified',
  'nacl.cbEligibility': 'offered',
  'nacl.transactionDetails': 'stored',
  'nacl.eAgreement': 'signed',
};

/** The outcome of every call made on each walk, by call name. */
export const CREDIT_LINE_SAMPLE_OUTCOMES: Record<string, Record<string, string>> = {
  default: { ...common, okyc: 'verified', 'nacl.enach': 'registered' },
  webViewPhysical: {
    ...common,
    // In a browser the same walk uploads the Aadhaar ZIP (step10) instead.
    'karza.okyc': 'verified',
    okyc: 'verified',
    'nacl.pnachDoc': 'ready',
    'nacl.uploadPnachDoc': 'uploaded',
    'nacl.pnachStatus': 'accepted',
  },
};

/** The sample outcomes by journey prefix, picked by its product descriptor (products/). */
export const CREDIT_LINE_OUTCOMES: Record<string, Record<string, Record<string, string>>> = {
  'credit-line/nacl': CREDIT_LINE_SAMPLE_OUTCOMES,
  'credit-line': {
    default: { ...common, ckyc: 'verified', 'nacl.enach': 'registered' },
    okycPhysical: CREDIT_LINE_SAMPLE_OUTCOMES.webViewPhysical as Record<string, string>,
  },
};
