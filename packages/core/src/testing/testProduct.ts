// TEST ONLY (issue 21 item 9): a product registered through its descriptor alone, to prove
// that the API, the route table, the home page and the menu take a product from the catalogue.
// Imported by tests only (core, API, web); nothing in the product lists it. Its family is new,
// so it comes with its family's record (a product of an existing family needs none).
import type { JourneyDef } from '../journeyModel/types.js';
import type { ProductFamily } from '../productList/productFamilies.js';
import type { ProductDescriptor } from '../products/productDescriptor.js';

const PREFIX = 'test-gadget-loan';

const gadgetLoanJourney: JourneyDef = {
  prefix: PREFIX,
  version: 1,
  title: 'Gadget loan (test)',
  productId: 2,
  providerId: null,
  instrumentId: null,
  first: 'step1',
  finalRoute: `${PREFIX}/done`,
  steps: [
    {
      id: 'step1',
      title: 'Your first name?',
      fields: [
        {
          name: 'firstname',
          kind: 'text',
          label: 'First name',
          rules: [{ rule: 'maxLength', n: 20 }],
        },
      ],
      next: [{ to: 'step2' }],
    },
    {
      id: 'step2',
      title: 'And your last name?',
      fields: [
        {
          name: 'lastname',
          kind: 'text',
          label: 'Last name',
          rules: [{ rule: 'maxLength', n: 20 }],
        },
      ],
      next: [],
      last: true,
    },
  ],
};

/** The test product's family: its own menu entry, no tab. */
export const testFamily: ProductFamily = {
  id: 'test-gadget-loans',
  name: 'Gadget Loans',
  summary: 'A test family: never in the product lists.',
  hub: null,
  menu: { label: 'Gadget Loans', to: `/${PREFIX}` },
  tab: null,
};

/** The test product's descriptor: the only thing that registers it. */
export const testProduct: ProductDescriptor = {
  id: PREFIX,
  name: gadgetLoanJourney.title,
  family: testFamily.id,
  provider: null,
  agent: 'tara',
  journeys: [gadgetLoanJourney],
  samples: {
    [PREFIX]: { branches: { default: { firstname: 'Asha', lastname: 'Verma' } }, outcomes: {} },
  },
  appearsIn: ['home', 'menu', 'hub'],
  purpose: 'gadget loan',
};
