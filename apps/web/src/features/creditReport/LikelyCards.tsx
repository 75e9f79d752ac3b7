import { formatINR } from '@tara/core/format';
import { type RecommendedCard, recommendedCards } from '../../api/creditReportApi';
import { AppLink } from '../../app/AppLink';
import { useLoad } from '../../lib/useLoad';

/** The cards the recommendation engine finds for this score; nothing while none are known. */
export function LikelyCards() {
  const load = useLoad(() => recommendedCards(), []);
  const cards: RecommendedCard[] = load.status === 'ready' ? load.data : [];
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="likely-heading">
      <h2 id="likely-heading">Cards you are likely to get with this score</h2>
      <p className="credit-score__source">
        Matched on your score; the bank checks your income and work when you apply.
      </p>
      <ul className="credit-score__accounts">
        {cards.map((card) => (
          <li key={card.id}>
            <AppLink to={card.url}>{card.name}</AppLink>
            <br />
            {card.issuer_bank_name} ·{' '}
            {card.annual_fee > 0 ? `${formatINR(card.annual_fee)} a year` : 'No annual fee'}
          </li>
        ))}
      </ul>
    </section>
  );
}
