import type { UserApplicationView } from '@tara/core/contract';
import { formatDate } from '@tara/core/format';
import { useState } from 'react';
import { ApiError, SERVER_MESSAGE } from '../../api/ApiError';
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
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {list === null && !error && <p className="profile__intro">Loading…</p>}
      {list?.length === 0 && <p className="profile__intro">None yet.</p>}
      <ul className="profile__list">
        {list?.map((a) => (
          <li key={a.id} className="profile__item">
            <h3 className="profile__item-title">{a.card_name}</h3>
            <dl className="profile__facts">
              <div>
                <dt>Bank</dt>
                <dd>{a.issuer}</dd>
              </div>
              <div>
                <dt>Reference number</dt>
                <dd>{a.reference_id ?? '—'}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd role="status">{a.status_text}</dd>
              </div>
              <div>
                <dt>Applied on</dt>
                <dd>{formatDate(a.applied_at)}</dd>
              </div>
            </dl>
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
