// The product families (issue 21): how the products are grouped on the home page, in the
// website menu, the bottom tabs and the hubs. A family shows as open when one of its products
// is live (productList's `live`), and as "Coming soon" otherwise; nothing else decides it.

/** A menu entry or a bottom tab a family is reached through: its label and where it opens. */
export interface FamilyLink {
  label: string;
  to: string;
}

export interface ProductFamily {
  id: string;
  /** Its name on the home page, e.g. `Home Loans`. */
  name: string;
  /** One sentence of what it is, for the home page. */
  summary: string;
  /** The page that lists its products (an explore page, the insurance hub); null: none. */
  hub: string | null;
  /** The website menu's entry it is under; null: not in the menu. */
  menu: FamilyLink | null;
  /** The bottom tab it is under; null: not a tab. */
  tab: FamilyLink | null;
}

const LOANS_MENU: FamilyLink = { label: 'Loans', to: '/explore-loans' };
const LOANS_TAB: FamilyLink = { label: 'Loans', to: '/explore-loans' };

/** Every family, in the home page's order (the spec's: home loans, personal loans, cards). */
export const PRODUCT_FAMILIES: readonly ProductFamily[] = [
  {
    id: 'home-loan',
    name: 'Home Loans',
    summary: 'To buy, build or improve a home: check your eligibility with each lender’s rules.',
    hub: '/explore-home-loans',
    menu: LOANS_MENU,
    tab: LOANS_TAB,
  },
  {
    id: 'personal-loan',
    name: 'Personal Loans',
    summary: 'For salaried and self-employed people: see the lenders whose rules you meet.',
    hub: '/explore-personal-loans',
    menu: LOANS_MENU,
    tab: LOANS_TAB,
  },
  {
    id: 'credit-cards',
    name: 'Credit Cards',
    summary: 'Answer a few questions and see the cards you are eligible for, and why.',
    hub: '/explore-credit-cards',
    menu: { label: 'Credit Cards', to: '/explore-credit-cards' },
    tab: { label: 'Cards', to: '/explore-credit-cards' },
  },
  {
    id: 'business-loan',
    name: 'Business Loans',
    summary: 'For the self-employed and their businesses, applied for online end to end.',
    hub: '/explore-business-loans',
    menu: LOANS_MENU,
    tab: LOANS_TAB,
  },
  {
    id: 'credit-line',
    name: 'Credit Lines',
    summary: 'A limit for your shop: buy stock now and repay over months.',
    hub: '/explore-credit-line',
    menu: LOANS_MENU,
    tab: LOANS_TAB,
  },
  {
    id: 'insurance',
    name: 'Insurance',
    summary: 'Covers for your shop, your health and your family, bought and issued online.',
    hub: '/insurance',
    menu: { label: 'Insurance', to: '/insurance' },
    tab: { label: 'Insurance', to: '/insurance' },
  },
  {
    id: 'credit-report',
    name: 'Credit Score',
    summary: 'Check your credit score and read your credit report, free.',
    hub: null,
    menu: null,
    tab: null,
  },
  {
    id: 'membership',
    name: 'Membership',
    summary: 'Tara membership: coins and benefits with your plan.',
    hub: null,
    menu: null,
    tab: null,
  },
  {
    id: 'metro',
    name: 'METRO Card',
    summary: 'Link your METRO card to get its benefits here.',
    hub: '/metro-stc',
    menu: null,
    tab: null,
  },
  {
    id: 'extended-warranty',
    name: 'Extended Warranty',
    summary: 'Extend the warranty of a phone or appliance you bought.',
    hub: null,
    menu: null,
    tab: null,
  },
];
