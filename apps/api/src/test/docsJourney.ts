import type { JourneyDef } from '@tara/core';

// A journey with file fields, as the loan journeys will have (spec 02 §3.3 document types).
export const docsJourney: JourneyDef = {
  prefix: 'test/docs',
  version: 1,
  title: 'Documents fixture',
  productId: 2,
  providerId: 384,
  instrumentId: null,
  first: 'step1',
  finalRoute: 'business-loan/idfc/disbursal-status',
  steps: [
    {
      id: 'step1',
      title: 'Your name?',
      fields: [{ name: 'firstname', kind: 'text', label: 'First name' }],
      next: [{ to: 'step2' }],
    },
    {
      id: 'step2',
      title: 'Bank statement',
      fields: [
        {
          name: 'bankStatement',
          kind: 'file',
          label: 'Last 6 months bank statement',
          file: { accept: ['application/pdf'], maxBytes: 2048, documentType: 12 },
        },
      ],
      next: [{ to: 'step3' }],
    },
    {
      id: 'step3',
      title: 'Shop photograph',
      fields: [
        {
          name: 'shopPic',
          kind: 'file',
          label: 'Shop photograph',
          file: { accept: ['image/jpeg', 'image/png'], maxBytes: 2048, documentType: 23 },
        },
      ],
      last: true,
    },
  ],
};
