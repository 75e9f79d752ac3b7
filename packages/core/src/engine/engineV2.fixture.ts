import type { JourneyDef } from '../journeyModel/types.js';

// A small journey with the platform-v2 features: a call whose outcomes branch (and one exits),
// a file upload on the not-found branch, a field shown by an outcome, a waiting call made only
// for a digital mandate, a named exit and a progress scale with an override.
export const v2Journey: JourneyDef = {
  prefix: 'test/v2',
  version: 1,
  title: 'Fixture v2',
  productId: 2,
  providerId: null,
  instrumentId: null,
  first: 'step1',
  finalRoute: 'test/v2/done',
  exits: {
    rejected: { route: 'test/v2/status', message: 'Sorry, we cannot offer you a loan now' },
  },
  progress: { of: 5, at: { step3: 70 } },
  steps: [
    {
      id: 'step1',
      title: 'Name?',
      fields: [{ name: 'name', kind: 'text', label: 'Name' }],
      next: [{ to: 'step2' }],
    },
    {
      id: 'step2',
      title: 'PAN?',
      fields: [{ name: 'pan', kind: 'text', label: 'PAN' }],
      call: { name: 'ckyc', outcomes: ['approved', 'notFound', 'failed'] },
      next: [
        { to: 'step3', when: { outcome: 'ckyc', eq: 'approved' } },
        { to: 'step2.1', when: { outcome: 'ckyc', eq: 'notFound' } },
        { exit: 'rejected', when: { outcome: 'ckyc', eq: 'failed' } },
      ],
    },
    {
      id: 'step2.1',
      title: 'Upload your Aadhaar XML',
      fields: [
        {
          name: 'aadhaarXml',
          kind: 'file',
          label: 'Aadhaar XML',
          file: { accept: ['application/zip'], maxBytes: 5_000_000, documentType: 40 },
        },
      ],
      next: [{ to: 'step3' }],
    },
    {
      id: 'step3',
      title: 'Are these your details?',
      fields: [
        {
          name: 'detailsOk',
          kind: 'radio',
          label: 'Details',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
        {
          name: 'panName',
          kind: 'text',
          label: 'Name on PAN',
          showWhen: { outcome: 'ckyc', eq: 'notFound' },
        },
      ],
      next: [{ to: 'step4' }],
    },
    {
      id: 'step4',
      title: 'Mandate?',
      fields: [
        {
          name: 'mandateType',
          kind: 'radio',
          label: 'Mandate',
          options: [
            { value: 'digital', label: 'Digital' },
            { value: 'physical', label: 'Physical' },
          ],
        },
      ],
      call: {
        name: 'emandate',
        outcomes: ['registered', 'failed'],
        when: { field: 'mandateType', eq: 'digital' },
        wait: { resendAfterSeconds: 10, pollSeconds: 5 },
      },
      next: [
        { to: 'step5', when: { outcome: 'emandate', eq: 'registered' } },
        { exit: 'rejected', when: { outcome: 'emandate', eq: 'failed' } },
        // A physical mandate makes no call.
        { to: 'step5' },
      ],
    },
    {
      id: 'step5',
      title: 'Agreement',
      fields: [{ name: 'agree', kind: 'checkbox', label: 'I agree' }],
      last: true,
    },
  ],
};
