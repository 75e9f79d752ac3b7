import { memo, useEffect, useState } from 'react';
import type { Card } from '../../api/cardsApi';
import { CardTile } from './CardTile';
import { whenIdle } from './whenIdle';

// The card list's tiles, rendered a screenful first and the rest a few at a time when the
// main thread is idle: the whole catalog in one render was the card list's longest task
// (React's render and commit, then style and layout of ~900 elements: 250–300 ms on
// Lighthouse's 4× slowed phone; decision 017). Memoised: the page re-renders when its SEO
// content or the session check arrives; the tiles only when the list itself changes.

/** Tiles in the first render: a 360 × 740 screen shows the first and part of the second. */
const FIRST = 3;
/** Tiles added per idle moment: each commit stays well under a 50 ms task. */
const BATCH = 6;

export const CardListItems = memo(function CardListItems({ cards }: { cards: Card[] }) {
  const [limit, setLimit] = useState(FIRST);
  const total = cards.length;
  useEffect(() => {
    if (limit >= total) return;
    return whenIdle(() => setLimit((n) => n + BATCH));
  }, [limit, total]);
  return (
    <ul className="cards__list">
      {cards.slice(0, limit).map((card) => (
        <li key={card.id}>
          <CardTile card={card} />
        </li>
      ))}
    </ul>
  );
});
