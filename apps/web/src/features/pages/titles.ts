// The title of every general page, in one place: the route table and the pages read it.
export const PAGE_TITLES = {
  home: 'Credit cards and loans, guided by Tara',
  aboutUs: 'About us',
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  helpAndFaqs: 'Help and FAQs',
  partnerWithUs: 'Partner with us',
  howItWorks: 'How Tara works',
  factSheet: 'Fact sheet',
  healthCheck: 'Financial health check',
  starProgram: 'Tara Stars',
  exploreCreditCards: 'Explore credit cards',
  pageInit: 'Opening',
  journeyInit: 'Opening your application',
  creditLineResults: 'Your credit line application',
} as const;
