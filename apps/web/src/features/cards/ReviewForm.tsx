import { REVIEW_LIMITS, reviewLimits } from '@tara/core/rules';
import { type FormEvent, useState } from 'react';
import { addReview } from '../../api/cardsApi';
import { AppLink } from '../../app/AppLink';
import { useSession } from '../../app/session';
import { messageOf } from './messages';

type Sent = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Write a review (decision 031): signed-in users only; the server takes it only from someone
 * who applied for the card, one each, and shows it once approved. Core's limits and words.
 */
export function ReviewForm({ cardId, cardName }: { cardId: number; cardName: string }) {
  const session = useSession();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [shown, setShown] = useState(false);
  const [sent, setSent] = useState<Sent>({ kind: 'idle' });
  if (session.status === 'checking') return null;
  if (!session.isLoggedIn) {
    return (
      <p className="review-form__login">
        Applied for this card? <AppLink to="/login">Log in</AppLink> to review it.
      </p>
    );
  }
  if (sent.kind === 'sent') {
    return (
      <p className="notice" role="status">
        Thank you. Your review will appear here once it is approved.
      </p>
    );
  }
  const errors = shown ? reviewLimits({ rating, title, body }) : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(reviewLimits({ rating, title, body })).length > 0) return;
    setSent({ kind: 'sending' });
    try {
      await addReview({ creditCardId: cardId, rating, title, body });
      setSent({ kind: 'sent' });
    } catch (error) {
      setSent({ kind: 'failed', message: messageOf(error) });
    }
  };
  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby="review-form">
      <h3 id="review-form">Review the {cardName}</h3>
      <fieldset
        className="review-form__stars"
        aria-describedby={errors.rating ? 'review-rating-error' : undefined}
      >
        <legend>Your rating</legend>
        {STARS.map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="review-rating"
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            {n} {n === 1 ? 'star' : 'stars'}
          </label>
        ))}
        <FieldError name="rating" error={errors.rating} />
      </fieldset>
      <label className="review-form__field">
        Title
        <input
          value={title}
          maxLength={REVIEW_LIMITS.titleMax}
          onChange={(e) => setTitle(e.target.value)}
          {...wrongWhen('title', errors.title)}
        />
      </label>
      <FieldError name="title" error={errors.title} />
      <label className="review-form__field">
        Your review
        <textarea
          value={body}
          rows={4}
          maxLength={REVIEW_LIMITS.bodyMax}
          onChange={(e) => setBody(e.target.value)}
          {...wrongWhen('body', errors.body)}
        />
      </label>
      <FieldError name="body" error={errors.body} />
      {sent.kind === 'failed' && (
        <p className="review-form__error" role="alert">
          {sent.message}
        </p>
      )}
      <button type="submit" className="button" disabled={sent.kind === 'sending'}>
        {sent.kind === 'sending' ? 'Sending…' : 'Send review'}
      </button>
    </form>
  );
}

type Field = 'rating' | 'title' | 'body';

/** A box's ARIA while its field is wrong: marked invalid and described by its error. */
const wrongWhen = (name: Field, error: string | undefined) => ({
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': error ? `review-${name}-error` : undefined,
});

/** A field's error under it, the text that `wrongWhen` points to. */
function FieldError({ name, error }: { name: Field; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`review-${name}-error`} className="review-form__error">
      {error}
    </p>
  );
}
