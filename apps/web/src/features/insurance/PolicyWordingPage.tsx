import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useParams } from '../../app/router';
import { wordingCovers } from './comparedPlans';
import { PlanFactsList } from './PlanFactsList';
import './plans.css';

/**
 * /insurance/policy-wording/<cover slug> (decision 083): no insurer has given us its policy
 * wording, so this is the sandbox's sample, marked as such on the page and in its title; it
 * names the insurer and the cover's key facts, never an invented clause or insurer address.
 */
export function PolicyWordingPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const found = wordingCovers(slug);
  useDocumentTitle('Sample policy wording — sandbox');
  if (!found) {
    return (
      <main className="insurance-page">
        <h1>We could not find this policy wording</h1>
        <p>
          <AppLink to="/insurance">See every insurance cover</AppLink>
        </p>
      </main>
    );
  }
  return (
    <main className="insurance-page">
      <h1>Sample policy wording — sandbox</h1>
      <p className="sample-note">
        This is sample data, not an insurer's policy wording. The insurer's wording replaces it
        before any {found.name} policy is sold, and it is the wording that decides a claim.
      </p>
      {found.parts.map((part) => (
        <section key={part.id} aria-labelledby={`wording-${part.id}`}>
          <h2 id={`wording-${part.id}`}>
            {part.name}: {part.insurers}
          </h2>
          <PlanFactsList heading="What it covers" items={part.inclusions} />
          <PlanFactsList heading="Not covered" items={part.exclusions} />
          <PlanFactsList heading="Waiting periods" items={part.waitingPeriods} />
        </section>
      ))}
      <p>
        <AppLink to={`/insurance/${found.slug}`}>Back to {found.name}</AppLink>
      </p>
    </main>
  );
}
