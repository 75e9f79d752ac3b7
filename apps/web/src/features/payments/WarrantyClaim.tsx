import type { Warranty } from '../../api/ewApi';

/**
 * Who honours an extended warranty and how to claim on it (decision 086), before paying and
 * after: the product descriptor's data as the API answers it, never written here. A provider
 * that is a placeholder is said to be sample data.
 */
export function WarrantyClaim({ warranty: w }: { warranty: Warranty }) {
  const { provider, claim } = w;
  return (
    <section className="ew-claim" aria-labelledby="ew-claim-heading">
      <h2 id="ew-claim-heading">Provider and how to claim</h2>
      <p>
        Provider: <strong>{provider.name}</strong>
        {provider.sample && ' (sample data: no warranty provider is signed yet)'}
      </p>
      <ol>
        {claim.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {(claim.email || claim.phone) && (
        <p>
          Claims desk: {claim.email && <a href={`mailto:${claim.email}`}>{claim.email}</a>}
          {claim.email && claim.phone && ', '}
          {claim.phone && <a href={`tel:${claim.phone}`}>{claim.phone}</a>}
        </p>
      )}
    </section>
  );
}
