import type { LeadView } from '@tara/core/contract';
import type { StepShow } from '@tara/core/engine';
import { factRows } from './factRows';
import { leadDocumentHref } from './leadDocumentHref';

interface StepShowsProps {
  shows: StepShow[] | undefined;
  /** Facts and documents are the lead's: nothing shows before there is one. */
  lead: LeadView | null;
}

/**
 * What the step shows under Tara's question: the facts a partner call answered (the KYC's
 * name, the bank's offer) and the lead's generated documents (the NACH form, the agreement).
 */
export function StepShows({ shows, lead }: StepShowsProps) {
  if (!shows?.length || !lead) return null;
  const blocks = shows.flatMap((show) => {
    if (show.kind === 'facts') {
      const rows = factRows(show, lead.calls);
      if (rows.length === 0) return [];
      return [
        <dl key={`facts-${show.calls.join()}`} className="facts">
          {rows.map((row) => (
            <div key={row.label} className="facts__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>,
      ];
    }
    const href = leadDocumentHref(lead.lead_id, show.document);
    // The form is printed and signed: a download. The agreement is read: a new tab.
    return [
      show.document === 'nachForm' ? (
        <a key={show.document} className="button button--secondary" href={href} download>
          {show.label}
        </a>
      ) : (
        <a
          key={show.document}
          className="button button--secondary"
          href={href}
          target="_blank"
          rel="noopener"
        >
          {show.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ),
    ];
  });
  return blocks.length > 0 ? <div className="step-shows">{blocks}</div> : null;
}
