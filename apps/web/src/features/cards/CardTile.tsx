import { formatINR } from '@tara/core/format';
import type { ReactNode } from 'react';
import type { Card } from '../../api/cardsApi';
import { AppLink } from '../../app/AppLink';

interface CardTileProps {
  card: Card;
  /** The heading level of the card's name in its page. */
  level?: 2 | 3;
  /** How many of the card's bullets to show. */
  bullets?: number;
  /** Shown under the bullets (the offers page's reasons). */
  children?: ReactNode;
  /** The Apply control; by default a link to the card's apply route. */
  apply?: ReactNode;
  /** Show the discounted fee we charge to join (the offers page). */
  discounted?: boolean;
  className?: string;
}

/** The issuer's name as the card carries it. */
export const issuerOf = (card: Pick<Card, 'issuer_bank_name' | 'issuer_bank'>): string =>
  card.issuer_bank_name || card.issuer_bank?.name || '';

/** The card's Apply route: its own (the journey's bare link, which resumes, or the instant-apply form), else its journey. */
export function applyPathOf(card: Card): string {
  if (card.apply_url?.startsWith('/')) return card.apply_url;
  return card.provider_alias ? `/credit-cards/${card.provider_alias}` : '/credit-cards';
}

/** A rating in words and stars, or nothing for an unrated card (null reads 0). */
export function Rating({ value, count }: { value: number | null; count?: number | undefined }) {
  const rating = value ?? 0;
  if (rating <= 0) return null;
  return (
    <p className="card-tile__rating">
      <span aria-hidden="true">★ {rating.toFixed(1)}</span>
      <span className="visually-hidden">Rated {rating.toFixed(1)} out of 5</span>
      {count ? <span className="card-tile__count"> ({count} reviews)</span> : null}
    </p>
  );
}

/** One card: image, name, issuer, fees in ₹, rating, top bullets, Apply. */
export function CardTile({
  card,
  level = 2,
  bullets = 3,
  children,
  apply,
  discounted = false,
  className = '',
}: CardTileProps) {
  const titleId = `card-${card.id}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  const saving = discounted && card.discounted_fee < card.joining_fee;
  return (
    <article className={`card-tile ${className}`.trim()} aria-labelledby={titleId}>
      <div className="card-tile__head">
        <img
          className="card-tile__image"
          src={card.image_url}
          alt=""
          width={96}
          height={60}
          loading="lazy"
        />
        <div>
          <Heading id={titleId} className="card-tile__name">
            {card.name}
          </Heading>
          <p className="card-tile__issuer">{issuerOf(card)}</p>
          <Rating value={card.ratings} count={card.review_count} />
        </div>
      </div>
      <dl className="card-tile__fees">
        <div>
          <dt>Joining fee</dt>
          <dd>
            {formatINR(saving ? card.discounted_fee : card.joining_fee)}
            {saving && (
              <s className="card-tile__was">
                <span className="visually-hidden">was </span>
                {formatINR(card.joining_fee)}
              </s>
            )}
          </dd>
        </div>
        <div>
          <dt>Annual fee</dt>
          <dd>{formatINR(card.annual_fee)}</dd>
        </div>
      </dl>
      {card.bullets.length > 0 && (
        <ul className="card-tile__bullets">
          {card.bullets.slice(0, bullets).map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
      {children}
      <div className="card-tile__actions">
        <AppLink className="button button--secondary" to={card.url}>
          Details<span className="visually-hidden"> of {card.name}</span>
        </AppLink>
        {apply ?? (
          <AppLink className="button" to={applyPathOf(card)}>
            Apply<span className="visually-hidden"> for {card.name}</span>
          </AppLink>
        )}
      </div>
    </article>
  );
}
