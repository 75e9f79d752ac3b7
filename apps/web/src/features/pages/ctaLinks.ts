/** The general pages' calls to action: the same link and words wherever they appear. */
export const CTA_LINKS = {
  exploreCards: { to: '/explore-credit-cards', label: 'Explore credit cards' },
  howItWorks: { to: '/how-it-works', label: 'How it works' },
  faqs: { to: '/help-and-faqs', label: 'Read the FAQs' },
} as const;
