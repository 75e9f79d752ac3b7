// The home page's copy that is a list (kept as data; the how-it-works page tells it at length).

export interface Point {
  title: string;
  text: string;
}

/** How Tara works, in three steps. */
export const HOW_STEPS: readonly Point[] = [
  {
    title: 'Tell Tara about yourself',
    text: 'Your name, contact details, work and income, one question at a time. It takes a few minutes.',
  },
  {
    title: 'See what fits you',
    text: 'We match your answers to each lender’s criteria and show the offers you may get, with the reasons.',
  },
  {
    title: 'Apply with the lender',
    text: 'Choose an offer and we pass your application to that bank or NBFC. The lender decides and contacts you.',
  },
];

/** What people can count on. */
export const TRUST_POINTS: readonly Point[] = [
  {
    title: 'We show why you are or are not eligible',
    text: 'Every offer comes with the reasons it fits you, or the reasons it may not, so nothing is a mystery.',
  },
  {
    title: 'Your answers are saved as you go',
    text: 'Each step is saved when you continue. Close the page and come back: Tara picks up where you stopped.',
  },
  {
    title: 'Your data is protected',
    text: 'We ask only for what lenders need, share it with the lender you apply to (and a credit bureau only with your consent), and never store your Aadhaar number in full.',
  },
  {
    title: 'Free to use',
    text: 'Checking your offers and applying for a card through Tara costs you nothing. Lenders’ own fees are shown where we know them.',
  },
];
