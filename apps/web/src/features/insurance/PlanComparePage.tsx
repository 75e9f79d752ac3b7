import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useParams } from '../../app/router';
import { comparedPlans } from './comparedPlans';
import { PlanCard } from './PlanCard';
import './plans.css';

/**
 * /insurance/plans/<journey slug> (issue 22 §1, decision 083): every plan the journey sells,
 * in the neutral order, each with all its facts and its policy wording. Opened from the plan
 * step's label in a new tab, so the answers stay.
 */
export function PlanComparePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const plans = comparedPlans(slug);
  useDocumentTitle(plans ? `Compare plans: ${plans.name}` : 'Compare plans');
  if (!plans) {
    return (
      <main className="insurance-page">
        <h1>We could not find these plans</h1>
        <p>
          <AppLink to="/insurance">See every insurance cover</AppLink>
        </p>
      </main>
    );
  }
  return (
    <main className="insurance-page">
      <h1>Compare plans: {plans.name}</h1>
      <p>Plans are listed by premium, lowest first. Each premium shows its GST apart.</p>
      {plans.sample && (
        <p className="sample-note">
          Sample terms (sandbox): the insurer's policy wording replaces them before any policy is
          sold.
        </p>
      )}
      {plans.cards.map((card) => (
        <PlanCard key={card.key} card={card} />
      ))}
      <p>
        <AppLink to={plans.journeyPath}>Back to {plans.name}</AppLink>
      </p>
    </main>
  );
}
