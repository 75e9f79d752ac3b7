import type { CardSeed, CardType } from './cardKit.js';
import { cardSeed } from './cards.js';

// Seeded reviews: SYNTHETIC examples, so the detail pages have something to show before real
// reviews arrive. Authors are never names ("Verified user, Pune"), rows carry `seeded: true`,
// and the ratings of a card average close to the card's own rating.

export interface ReviewSeed {
  id: string;
  cardId: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  seeded: true;
  createdAt: Date;
}

const CITIES = ['Pune', 'Mumbai', 'Bengaluru', 'New Delhi', 'Chennai', 'Hyderabad', 'Jaipur'];

type Lines = Record<'good' | 'fair' | 'poor', [string, string][]>;

const BY_TYPE: Record<CardType, Lines> = {
  rewards: {
    good: [
      [
        'Points add up quickly',
        'I use the card for groceries and dining and the points pile up every month. Redeeming was simple.',
      ],
      [
        'Good value for the fee',
        'The fee came back as points within the first few months of normal spending.',
      ],
    ],
    fair: [
      [
        'Decent, read the terms',
        'Rewards are good on the bonus categories but ordinary elsewhere. Worth it if your spends match.',
      ],
    ],
    poor: [
      [
        'Redemption could be easier',
        'Points are fine but the catalogue is limited and the redemption fee surprised me.',
      ],
    ],
  },
  cashback: {
    good: [
      [
        'Cashback without the hassle',
        'The cashback shows on the statement by itself. No points to track, which I like.',
      ],
      [
        'Pays for itself',
        'Most of my online shopping is on this card and the cashback easily covers the fee.',
      ],
    ],
    fair: [
      [
        'Good online, less so offline',
        'Online cashback is great; offline spends earn very little.',
      ],
    ],
    poor: [
      ['Monthly caps bite', 'The cashback has caps, so big months earn less than I expected.'],
    ],
  },
  travel: {
    good: [
      [
        'Great for frequent flyers',
        'Lounge access and miles made my work trips more comfortable. Transfers to airline programmes went through smoothly.',
      ],
      [
        'Saved on my trip abroad',
        'The low mark-up on foreign spends made a visible difference on a family holiday.',
      ],
    ],
    fair: [
      [
        'Good if you travel',
        'Benefits shine only when you travel often; otherwise the fee feels high.',
      ],
    ],
    poor: [
      ['Milestones are steep', 'The vouchers need large yearly spends, which I did not reach.'],
    ],
  },
  fuel: {
    good: [
      [
        'Real savings on fuel',
        'I fill up at the partner pumps every week and the savings are easy to see.',
      ],
      [
        'Good daily card for commuters',
        'Fuel value back plus the surcharge waiver makes this my go-to at the pump.',
      ],
    ],
    fair: [
      [
        'Only at partner pumps',
        'Works well at the partner pumps, elsewhere it is an ordinary card.',
      ],
    ],
    poor: [
      [
        'Caps limit the benefit',
        'The monthly cap on fuel rewards is low for someone who drives a lot.',
      ],
    ],
  },
  shopping: {
    good: [
      [
        'Perfect for online shopping',
        'Extra rewards on the sites I already use. Vouchers arrived on time.',
      ],
      ['Easy first card', 'Low fee, easy approval and useful rewards on everyday online orders.'],
    ],
    fair: [
      [
        'Good on partner sites',
        'Rewards are high on partner sites only; check the list before applying.',
      ],
    ],
    poor: [
      ['Partner list changed', 'A few partner sites I used were dropped from the bonus list.'],
    ],
  },
  'lifetime-free': {
    good: [
      [
        'No fee, no worries',
        'A card with no annual fee that still gives something back. Great as a backup card.',
      ],
      ['Simple and free', 'Approval was quick and there is nothing to pay each year.'],
    ],
    fair: [['Fine for a free card', 'Rewards are modest, but for a free card it does the job.']],
    poor: [['Few extras', 'It is free, but there are hardly any extra benefits.']],
  },
  premium: {
    good: [
      [
        'Worth the premium',
        'Lounges, vouchers and a high reward rate: the benefits outweigh the fee for my spends.',
      ],
      [
        'Excellent service',
        'Customer service has been quick and the welcome benefits were credited promptly.',
      ],
    ],
    fair: [
      [
        'Only for heavy spenders',
        'The card is excellent if you spend a lot; otherwise the fee is hard to justify.',
      ],
    ],
    poor: [['High fee', 'I did not reach the fee waiver and the renewal fee felt steep.']],
  },
};

/** Ratings for n reviews whose average is close to `target`. */
function ratingsFor(target: number, n: number): number[] {
  const base = Math.floor(target);
  const ups = Math.round((target - base) * n);
  return Array.from({ length: n }, (_, i) => Math.min(5, Math.max(1, i < ups ? base + 1 : base)));
}

function reviewsOf(card: CardSeed): ReviewSeed[] {
  const n = 4 + (card.id % 3);
  const lines = BY_TYPE[card.cardType];
  return ratingsFor(card.ratings, n).map((rating, i) => {
    const pool = rating >= 4 ? lines.good : rating === 3 ? lines.fair : lines.poor;
    const [title, body] = pool[i % pool.length] as [string, string];
    const city = CITIES[(card.id + i) % CITIES.length] as string;
    const day = 1 + ((card.id * 7 + i * 11) % 27);
    const month = (card.id + i * 2) % 12;
    return {
      id: `seed-${card.slug}-${i + 1}`,
      cardId: card.id,
      rating,
      title,
      body,
      author: `Verified user, ${city}`,
      seeded: true,
      createdAt: new Date(Date.UTC(2024 + (i % 2), month, day, 10)),
    };
  });
}

export const reviewSeed: ReviewSeed[] = cardSeed.flatMap(reviewsOf);
