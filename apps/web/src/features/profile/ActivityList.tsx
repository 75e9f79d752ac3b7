import { formatPaise, refundStatusText } from '@tara/core/payments';
import { useState } from 'react';
import { ApiError, SERVER_MESSAGE } from '../../api/ApiError';
import { AppLink } from '../../app/AppLink';
import { FactList } from '../../lib/FactList';
import { ActivityDocumentLink } from './ActivityDocumentLink';
import { refreshApplication } from './sentApplications';

/** A card application's status, with a button that asks the bank for it now. */
function useCardStatus(item: ShownItem) {
  const [text, setText] = useState(item.status_text);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = async () => {
    setBusy(true);
    setError(null);
    try {
      setText((await refreshApplication(item.id)).status_text);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : SERVER_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return { text, busy, error, refresh };
}

import type { ActivityGroup, ShownItem } from './activity';

/** One thing the user did: name, "Updated" mark, status, reference, dates, amount, documents. */
function ActivityEntry({ item }: { item: ShownItem }) {
  const titleId = `activity-${item.id}`;
  const status = useCardStatus(item);
  const sent = item.kind === 'card_application' && /^\d+$/.test(item.status);
  return (
    <article className="profile__item activity" aria-labelledby={titleId}>
      <h3 id={titleId} className="profile__item-title">
        {item.product_name}
        {item.updated && (
          <span className="activity__updated">
            Updated<span className="visually-hidden"> since your last visit</span>
          </span>
        )}
      </h3>
      {item.detail && <p className="activity__detail">{item.detail}</p>}
      <FactList
        className="profile__facts"
        facts={[
          { label: 'Status', value: status.text, status: sent },
          { label: 'Reference', value: item.reference ?? 'Not given yet' },
          { label: 'Date', value: item.date },
          item.changedOn !== item.date && { label: 'Status changed on', value: item.changedOn },
          item.amount_paise !== null && { label: 'Amount', value: formatPaise(item.amount_paise) },
          item.refund && {
            label: 'Refund',
            value: `${formatPaise(item.refund.amount_paise)} ${refundStatusText(item.refund.state).summary}${item.refund.reference ? `, reference ${item.refund.reference}` : ''}`,
          },
        ]}
      />
      {item.documents.length > 0 && (
        <ul className="activity__docs" aria-label={`Documents of ${item.product_name}`}>
          {item.documents.map((doc) => (
            <li key={doc.href}>
              <ActivityDocumentLink doc={doc} of={item.product_name} />
            </li>
          ))}
        </ul>
      )}
      {sent && (
        <>
          {status.error && (
            <p role="alert" className="activity__doc-error">
              {status.error}
            </p>
          )}
          <button
            type="button"
            className="button button--secondary"
            disabled={status.busy}
            aria-busy={status.busy}
            onClick={status.refresh}
          >
            {status.busy ? 'Checking…' : 'Refresh status'}
            <span className="visually-hidden"> of {item.product_name}</span>
          </button>
        </>
      )}
      {item.link && (
        <AppLink className="button button--secondary" to={item.link}>
          {item.status === 'incomplete' ? 'Resume' : 'See details'}
          <span className="visually-hidden"> {item.product_name}</span>
        </AppLink>
      )}
    </article>
  );
}

/** The groups, each under its h2 with its count. */
export function ActivityList({ groups }: { groups: ActivityGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`activity-group-${group.id}`}>
          <h2 id={`activity-group-${group.id}`} className="profile__section">
            {group.title} ({group.items.length})
          </h2>
          <ul className="profile__list">
            {group.items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <ActivityEntry item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
