// What a card review may hold (decision 031): read by the API's payload schema and the card
// page's form, so both say the same.

export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  titleMax: 80,
  bodyMin: 20,
  bodyMax: 1000,
} as const;

export const REVIEW_MESSAGES = {
  rating: 'Please choose from 1 to 5 stars',
  title: `Please give a title of up to ${REVIEW_LIMITS.titleMax} characters`,
  body: `Please write ${REVIEW_LIMITS.bodyMin} to ${REVIEW_LIMITS.bodyMax} characters`,
} as const;

/** The first problem with a review's fields, by field; empty when it may be sent. */
export function reviewLimits(input: {
  rating: number;
  title: string;
  body: string;
}): Partial<Record<keyof typeof REVIEW_MESSAGES, string>> {
  const errors: Partial<Record<keyof typeof REVIEW_MESSAGES, string>> = {};
  const L = REVIEW_LIMITS;
  if (!Number.isInteger(input.rating) || input.rating < L.minRating || input.rating > L.maxRating) {
    errors.rating = REVIEW_MESSAGES.rating;
  }
  const title = input.title.trim();
  if (title.length === 0 || title.length > L.titleMax) errors.title = REVIEW_MESSAGES.title;
  const body = input.body.trim();
  if (body.length < L.bodyMin || body.length > L.bodyMax) errors.body = REVIEW_MESSAGES.body;
  return errors;
}
