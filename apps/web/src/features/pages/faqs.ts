export interface Faq {
  /** Unique, URL-safe: the question's anchor (/help-and-faqs#<id>). */
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

export interface FaqGroup {
  id: string;
  heading: string;
  faqs: readonly Faq[];
}

/** The help page's questions, by topic. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'faq-offers',
    heading: 'Offers and your credit score',
    faqs: [
      {
        id: 'credit-score-impact',
        question: 'Does checking my offers affect my credit score?',
        answer: [
          'No. Seeing which cards you may be eligible for on Tara uses the answers you give us and is not an application for credit.',
          'If a journey asks for your consent to fetch your credit report, that is a soft enquiry: it appears on your report but does not lower your score.',
          'When you apply and the lender checks your credit report, that is a hard enquiry. A single one has a small effect at most, but many applications in a short time can lower your score, so apply only for what you really want.',
        ],
      },
      {
        id: 'not-eligible',
        question: 'Why does Tara say I am not eligible for a card?',
        answer: [
          'Every card has rules set by its lender, such as a minimum income, an age range or the cities where it is offered. When your answers do not meet one of them, we show that reason under the card.',
          'If an answer was wrong, go back and change it: the list updates when you finish again.',
        ],
      },
      {
        id: 'approval',
        question: 'If Tara shows me as eligible, will I be approved?',
        answer: [
          'Not necessarily. Our eligibility is an indication based on your answers and the lender’s criteria as we know them. The lender makes its own checks, usually including your credit report and documents, and alone decides.',
        ],
      },
      {
        id: 'cost',
        question: 'Does Tara charge me anything?',
        answer: [
          'No. Checking offers and applying through Tara is free. Lenders have their own fees, such as joining and annual fees for cards; we show them where lenders give them to us, and the lender’s documents are final.',
        ],
      },
    ],
  },
  {
    id: 'faq-applying',
    heading: 'Applying',
    faqs: [
      {
        id: 'why-pan',
        question: 'Why do you need my PAN?',
        answer: [
          'Lenders use your PAN to identify you, to check your credit history with the credit bureaus and to meet their know-your-customer (KYC) rules. An application without a PAN cannot be assessed.',
          'We pass your PAN only to the lender you apply to and, with your consent, to a credit bureau.',
        ],
      },
      {
        id: 'how-long',
        question: 'How long does it take?',
        answer: [
          'Answering Tara’s questions usually takes a few minutes. After you apply, the time the lender takes to decide depends on the lender and on its checks; the lender contacts you directly.',
        ],
      },
      {
        id: 'resume',
        question: 'Can I stop and continue later?',
        answer: [
          'Yes. Each answer is saved when you press Continue. Open the same application again on the same phone and browser, and Tara takes you to the question where you stopped.',
          'If you are logged in, the Offers page of your profile lists the applications you have not finished, each with a Resume link.',
        ],
      },
      {
        id: 'change-answer',
        question: 'I made a mistake in an earlier answer. Can I change it?',
        answer: [
          'Use Back to return to any earlier question and change your answer. Answers that no longer apply after the change are dropped, and Tara asks only what is still needed.',
        ],
      },
      {
        id: 'self-employed',
        question: 'I am self-employed or run a shop. Can I apply?',
        answer: [
          'Yes. Tara asks salaried and self-employed people different questions about their work and income, and the offers you see are those open to self-employed applicants.',
        ],
      },
      {
        id: 'loans',
        question: 'When can I apply for a personal loan or a home loan?',
        answer: [
          'Now. Choose Personal Loans or Home Loans on the home page: Tara asks about you, your work and your income, and shows the lenders whose rules you meet, with the reasons. The lender decides your application.',
        ],
      },
      {
        id: 'otp',
        question: 'I did not get my OTP. What should I do?',
        answer: [
          'Check that the mobile number is correct and that your phone has signal, then wait a minute before asking for a new one. For your safety the number of attempts is limited; if you reach the limit, try again a little later.',
        ],
      },
    ],
  },
  {
    id: 'faq-data',
    heading: 'Your data',
    faqs: [
      {
        id: 'who-sees-data',
        question: 'Who sees my details?',
        answer: [
          'The lender you apply to, and a credit bureau if you give your consent. Service providers that run parts of Tara for us (such as hosting and OTP messages) handle data only for that work. We do not sell your data.',
        ],
      },
      {
        id: 'aadhaar',
        question: 'Do you store my Aadhaar number?',
        answer: [
          'Never in full. We keep only its last four digits. When a product needs your Aadhaar verified, the full number goes to the party that verifies it and is not kept by us.',
        ],
      },
      {
        id: 'delete-data',
        question: 'How do I delete my data?',
        answer: [
          `Write to our support address (under “Still need help?” at the foot of this page) from the e-mail address you gave us, or mention the mobile number you applied with, and ask us to delete your data. We may confirm it is you with an OTP.`,
          'We delete what we hold about you, except what the law requires us to keep, and tell you what we kept and why. An application already sent to a lender is also held by that lender: ask the lender to delete its copy.',
        ],
      },
      {
        id: 'correct-data',
        question: 'How do I correct my details?',
        answer: [
          'In an unfinished application, go back to the question and change the answer. For anything else, write to us and we will correct it.',
        ],
      },
    ],
  },
];

/** Every question, in order. */
export const ALL_FAQS: readonly Faq[] = FAQ_GROUPS.flatMap((group) => group.faqs);
