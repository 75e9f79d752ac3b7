// Spec messages we show in other words (decision 094). Each keeps the spec's id and text
// (spec/messages.json), so a check of the spec's messages can tell a documented correction
// from a drift: where the spec's words are wrong for the case (a typo, or a message that says
// the opposite of the rule), the user sees ours.

export interface WordingCorrection {
  /** The message's id in the spec's message list. */
  id: string;
  /** The spec's words, as quoted. */
  spec: string;
  /** The case the correction covers (the rest of the message's cases keep the spec's words). */
  situation: string;
  /** What the user sees. */
  ours: string;
  why: string;
}

export const WORDING_CORRECTIONS: readonly WordingCorrection[] = [
  {
    id: 'MSG-065',
    spec: 'Somthing went wrong. Please try again in some time.',
    situation: 'the PAN check answers 500 or above',
    ours: 'Something went wrong. Please try again in some time.',
    why: 'a spelling mistake (issue 22 §6)',
  },
  {
    id: 'MSG-007',
    spec: 'Alphanumeric characters not allowed',
    situation: 'a name (letters and spaces) holding a digit',
    ours: 'Please use letters only, no numbers',
    why: 'letters are alphanumeric characters: the spec’s words forbid what the rule asks for',
  },
  {
    id: 'MSG-031',
    spec: 'Please enter a valid 10 digit phone number',
    situation: 'a mobile of ten digits starting with 0 to 5',
    ours: 'An Indian mobile number starts with 6, 7, 8 or 9',
    why: 'the user typed ten digits; asking for ten digits tells them nothing',
  },
];
