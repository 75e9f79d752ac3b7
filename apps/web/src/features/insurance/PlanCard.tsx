import type { PlanCardView } from './comparedPlans';
import { PlanFactsList } from './PlanFactsList';

/**
 * A plan's card on the compare page: its insurer, sum insured, premium with the tax apart, what
 * it covers and not, its waiting periods and the policy wording; a combo's parts as cards.
 */
export function PlanCard({ card, level = 2 }: { card: PlanCardView; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="plan-card" aria-labelledby={`plan-${card.key}`}>
      <Heading id={`plan-${card.key}`}>{card.title}</Heading>
      <dl className="plan-card__facts">
        <div>
          <dt>Insurer</dt>
          <dd>{card.insurer}</dd>
        </div>
        <div>
          <dt>Sum insured</dt>
          <dd>{card.sumInsured}</dd>
        </div>
        <div>
          <dt>Premium</dt>
          <dd>{card.premium}</dd>
        </div>
      </dl>
      <PlanFactsList heading="What it covers" items={card.inclusions} />
      <PlanFactsList heading="Not covered" items={card.exclusions} />
      <PlanFactsList heading="Waiting periods" items={card.waitingPeriods} />
      {card.parts?.map((part) => (
        <PlanCard key={part.key} card={part} level={3} />
      ))}
      {!card.parts && (
        <p>
          <a href={card.wordingHref}>Policy wording: {card.title}</a>
        </p>
      )}
    </article>
  );
}
