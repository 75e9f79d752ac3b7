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
    // The form is printed and signed: a download. The agreement is read: a new tab.
    const read = show.document !== 'nachForm';
    return [
      <a
        key={show.document}
        className="button button--secondary"
        href={leadDocumentHref(lead.lead_id, show.document)}
        download={!read}
        target={read ? '_blank' : undefined}
        rel={read ? 'noopener' : undefined}
      >
        {show.label}
        {read && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>,
    ];
  });
  return blocks.length > 0 ? <div className="step-shows">{blocks}</div> : null;
}
