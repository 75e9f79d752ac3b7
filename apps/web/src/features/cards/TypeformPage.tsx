import { formatINR } from '@tara/core/format';
import { useMemo } from 'react';
import type { SeoContent } from '../../api/cardsApi';
import { cardDetails } from '../../api/cardsApi';
import { AppLink } from '../../app/AppLink';
import { PageLoading } from '../../app/PageLoading';
import { Redirect } from '../../app/Redirect';
import { usePathname } from '../../app/router';
import { documentTitle, PRODUCT_NAME } from '../../app/titleText';
import { FactList } from '../../lib/FactList';
import { issuerOf, Rating } from './CardTile';
import { chooseCard } from './chosenCard';
import { useLoad } from './loadState';
import { useSeoHead } from './seo';
import { typeformCardOf } from './typeformCards';
import './cards.css';

/**
 * A typeform landing (`/sbi-elite-cc/typeform`, …): one card's highlights and "Check
 * eligibility", which opens the issuer's card journey with this card chosen (the offers page
 * shows it first). The bottom tray is hidden here (shell rule).
 */
export function TypeformPage() {
  const path = usePathname();
  const target = typeformCardOf(path);
  const details = useLoad(target?.slug ?? null, (signal) =>
    cardDetails({ searchCard: target?.slug ?? '' }, signal),
  );
  const card = details.status === 'success' ? details.data : null;
  const seo = useMemo<SeoContent | null>(
    () =>
      card
        ? {
            title: documentTitle(`${card.name}: check your eligibility`, PRODUCT_NAME),
            description: `${card.name}: ${card.bullets.slice(0, 2).join('; ')}. Check your eligibility in a few minutes.`,
            keywords: '',
            canonical: '',
          }
        : null,
    [card],
  );
  useSeoHead(seo, path);
  if (!target) return <Redirect to="/credit-cards" />;
  const journey = `/credit-cards/${target.alias}/step1`;

  if (details.status === 'error') {
    return (
      <div className="cards typeform">
        <h1 className="cards__title">Check your eligibility</h1>
        <p className="notice">
          We could not load this card just now. You can still check your eligibility.
        </p>
        <AppLink className="button typeform__go" to={journey}>
          Check eligibility
        </AppLink>
      </div>
    );
  }
  if (!card) return <PageLoading label="Loading the card…" />;
  return (
    <div className="cards typeform">
      <p className="typeform__kicker">{issuerOf(card)}</p>
      <h1 className="cards__title">{card.name}</h1>
      <div className="typeform__card">
        <img src={card.image_url} alt="" width={200} height={125} />
        <Rating value={card.ratings} count={card.review_count} />
      </div>
      <h2 className="typeform__question">Why you may like it</h2>
      <ul className="typeform__highlights">
        {card.bullets.slice(0, 4).map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <FactList
        className="card-tile__fees"
        facts={[
          { label: 'Joining fee', value: formatINR(card.joining_fee) },
          { label: 'Annual fee', value: formatINR(card.annual_fee) },
        ]}
      />
      <p className="typeform__hint">
        A few questions, about 3 minutes. Checking does not affect your credit score.
      </p>
      <AppLink className="button typeform__go" to={journey} onClick={() => chooseCard(card.id)}>
        Check eligibility<span className="visually-hidden"> for {card.name}</span>
      </AppLink>
      <p>
        <AppLink to={card.url}>Full card details</AppLink>
      </p>
    </div>
  );
}
