import type { UserApplicationView } from '@tara/core/contract';
import { formatDate } from '@tara/core/format';
import { useState } from 'react';
import { ApiError, SERVER_MESSAGE } from '../../api/ApiError';
import { Alert } from '../../lib/Alert';
import { FactList } from '../../lib/FactList';
import { useLoad } from '../../lib/useLoad';
import { loadSentApplications, refreshApplication, replaceApplication } from './sentApplications';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : SERVER_MESSAGE);

/** The applications sent to issuers: card, reference number, status and date; a refresh each. */
export function SentApplications() {
  const load = useLoad(loadSentApplications, []);
  // The loaded list, then as refreshes changed it.
  const [changed, setList] = useState<UserApplicationView[] | null>(null);
  const list = changed ?? (load.status === 'ready' ? load.data : null);
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (load.status === 'error' ? messageOf(load.error) : null);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = async (id: string) => {
    setBusy(id);
    setError(null);
    try {
      const fresh = await refreshApplication(id);
      setList((now) => {
        const shown = now ?? list;
        return shown ? replaceApplication(shown, fresh) : shown;
      });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="sent-applications" className="profile__sent">
      <h2 id="sent-applications" className="profile__section">
        Sent to the bank{list ? ` (${list.length})` : ''}
      </h2>
      <Alert className="notice notice--error">{error}</Alert>
      {list === null && !error && <p className="profile__intro">Loading…</p>}
      {list?.length === 0 && <p className="profile__intro">None yet.</p>}
      <ul className="profile__list">
        {list?.map((a) => (
          <li key={a.id} className="profile__item">
            <h3 className="profile__item-title">{a.card_name}</h3>
            <FactList
              className="profile__facts"
              facts={[
                { label: 'Bank', value: a.issuer },
                { label: 'Reference number', value: a.reference_id ?? '—' },
                { label: 'Status', value: a.status_text, status: true },
                { label: 'Applied on', value: formatDate(a.applied_at) },
              ]}
            />
            <button
              type="button"
              className="button button--secondary"
              disabled={busy === a.id}
              aria-busy={busy === a.id}
              onClick={() => refresh(a.id)}
            >
              {busy === a.id ? 'Checking…' : 'Refresh status'}
              <span className="visually-hidden"> of {a.card_name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
