import type { MissView } from './loanTypes';

/**
 * The lenders an applicant does not match, each with why (decision 050): listed on every
 * loan offers page after the offers, on equal terms, so a refusal is never hidden.
 */
export function NotMatchedLenders({ id, missed }: { id: string; missed: MissView[] }) {
  if (missed.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="lo__section">
        Lenders you do not match
      </h2>
      <ul className="lo__missed" aria-label="Lenders you do not match">
        {missed.map((m) => (
          <li key={m.product.id}>
            <strong>
              {m.product.lenderName}, {m.product.name}
            </strong>
            <ul>
              {m.notMatched.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
