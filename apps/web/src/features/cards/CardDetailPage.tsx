import { formatINR } from '@tara/core/format';
import type { Card, CardEligibilityView, CardKey } from '../../api/cardsApi';
import { cardBullets, cardDetails, seoBullets, seoContents } from '../../api/cardsApi';
import { AppLink } from '../../app/AppLink';
import { PageLoading } from '../../app/PageLoading';
import { useParams, usePathname } from '../../app/router';
import { ErrorNotice } from '../../lib/ErrorNotice';
import { FactList } from '../../lib/FactList';
import { applyPathOf, issuerOf, Rating } from './CardTile';
import { useLoad } from './loadState';
import { Reviews } from './Reviews';
import { useSeoHead } from './seo';
import './cards.css';

/** `credit-card/:bankName/:slug`: one card's fees, eligibility, benefits, FAQs and reviews. */
export function CardDetailPage() {
  const { bankName = '', slug = '' } = useParams<{ bankName: string; slug: string }>();
  const path = usePathname();
  const search = `${bankName}/${slug}`;
  const key: CardKey = { searchCard: search };
  const details = useLoad(search, (signal) => cardDetails(key, signal));
  const bullets = useLoad(search, (signal) => cardBullets(key, signal));
  const faqs = useLoad(search, (signal) => seoBullets(key, signal));
  const seo = useLoad(search, (signal) => seoContents(key, signal));
  useSeoHead(seo.status === 'success' ? seo.data : seo.status === 'error' ? null : undefined, path);

  if (details.status === 'error') {
    return (
      <div className="cards">
        <h1 className="cards__title">Card not found</h1>
        <ErrorNotice message={details.message}>
          <AppLink className="button" to="/credit-cards">
            See all credit cards
          </AppLink>
        </ErrorNotice>
      </div>
    );
  }
  if (details.status !== 'success') return <PageLoading label="Loading the card…" />;
  const card = details.data;
  const heading = (seo.status === 'success' && seo.data?.h1) || card.name;

  return (
    <div className="cards card-page">
      <nav aria-label="Breadcrumb" className="card-page__crumbs">
        <AppLink to="/credit-cards">Credit cards</AppLink>
        <span aria-hidden="true"> › </span>
        <span>{issuerOf(card)}</span>
      </nav>
      <div className="card-page__hero">
        <img src={card.image_url} alt={`${card.name}`} width={160} height={100} />
        <div>
          <h1 className="cards__title">{heading}</h1>
          <p className="card-tile__issuer">
            {issuerOf(card)}
            {card.network ? ` · ${card.network}` : ''}
          </p>
          <Rating value={card.ratings} count={card.review_count} />
        </div>
      </div>
      {card.note && <p className="notice card-page__note">{card.note}</p>}
      <Fees card={card} />
      <ApplyBar card={card} />

      {bullets.status === 'success' &&
        // Fees and eligibility have their own sections below (one heading each, no repeats).
        bullets.data
          .filter((group) => !OWN_SECTIONS.has(group.title))
          .map((group) => (
            <section key={group.title} className="card-section" aria-label={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </section>
          ))}
      {bullets.status !== 'success' && card.bullets.length > 0 && (
        <section className="card-section" aria-label="Rewards">
          <h2>Rewards</h2>
          <ul>
            {card.bullets.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </section>
      )}
      {card.eligibility && <Eligibility eligibility={card.eligibility} />}
      {seo.status === 'success' && seo.data?.body && seo.data.body.length > 0 && (
        <section className="card-section" aria-labelledby="card-about">
          <h2 id="card-about">About this card</h2>
          {seo.data.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      )}
      {faqs.status === 'success' && faqs.data.length > 0 && (
        <section className="card-section" aria-labelledby="card-faqs">
          <h2 id="card-faqs">Questions</h2>
          {faqs.data.map((faq) => (
            <details key={faq.question} className="card-page__faq">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      )}
      <Reviews cardId={card.id} cardName={card.name} />
      <ApplyBar card={card} />
    </div>
  );
}

/** Bullet groups the page shows as its own sections. */
const OWN_SECTIONS = new Set(['Fees', 'Eligibility']);

function Fees({ card }: { card: Card }) {
  const discounted = card.discounted_fee < card.joining_fee;
  return (
    <section className="card-section" aria-labelledby="card-fees">
      <h2 id="card-fees">Fees</h2>
      <FactList
        className="card-tile__fees"
        facts={[
          { label: 'Joining fee', value: formatINR(card.joining_fee) },
          { label: 'Annual fee', value: formatINR(card.annual_fee) },
          discounted && {
            label: 'Joining fee when you apply through Tara',
            value: formatINR(card.discounted_fee),
          },
        ]}
      />
      <p className="card-section__meta">Fees are before GST.</p>
    </section>
  );
}

function Eligibility({ eligibility: e }: { eligibility: CardEligibilityView }) {
  const income = (amount: number | null) =>
    amount === null ? 'not offered' : `${formatINR(amount)} a month or more`;
  return (
    <section className="card-section" aria-labelledby="card-eligibility">
      <h2 id="card-eligibility">Eligibility</h2>
      <ul>
        <li>
          Age {e.minAge} to {e.maxAge} years
        </li>
        <li>Salaried: {income(e.minIncomeSalaried)}</li>
        <li>Self-employed: {income(e.minIncomeSelfEmployed)}</li>
        <li>{e.cities ? `Offered in ${e.cities.join(', ')}` : 'Offered in every city'}</li>
        {e.minExistingCardLimit != null && (
          <li>
            An existing credit card
            {e.minExistingCardLimit > 0
              ? ` with a limit of ${formatINR(e.minExistingCardLimit)} or more`
              : ''}
          </li>
        )}
      </ul>
      <p className="card-section__meta">The bank decides on every application.</p>
    </section>
  );
}

function ApplyBar({ card }: { card: Card }) {
  return (
    <p className="card-page__apply">
      <AppLink className="button" to={applyPathOf(card)}>
        Apply now<span className="visually-hidden"> for {card.name}</span>
      </AppLink>
    </p>
  );
}
