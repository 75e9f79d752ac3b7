import type { ConsentView } from '@tara/core/contract';
import { formatDate } from '@tara/core/format';
import { useState } from 'react';
import { ApiError, SERVER_MESSAGE } from '../../api/ApiError';
import { Alert } from '../../lib/Alert';
import { FactList } from '../../lib/FactList';
import { useLoad } from '../../lib/useLoad';
import { loadConsents, sortConsents, withdrawConsent } from './consents';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { PROFILE_TITLES } from './titles';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : SERVER_MESSAGE);

/** profile/consents (decision 029): every consent given, its text and version; a withdrawal. */
export function ConsentsPage() {
  return (
    <ProfileLayout heading={PROFILE_TITLES.consents}>
      <WithProfileUser>{() => <Consents />}</WithProfileUser>
    </ProfileLayout>
  );
}

function Consents() {
  const load = useLoad((signal) => loadConsents(signal).then(sortConsents), []);
  // The loaded list, then as withdrawals changed it.
  const [changed, setList] = useState<ConsentView[] | null>(null);
  const list = changed ?? (load.status === 'ready' ? load.data : null);
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (load.status === 'error' ? messageOf(load.error) : null);
  const [busy, setBusy] = useState<string | null>(null);

  const withdraw = async (id: string) => {
    setBusy(id);
    setError(null);
    try {
      const gone = await withdrawConsent(id);
      setList((now) => {
        const shown = now ?? list;
        return shown ? sortConsents(shown.map((c) => (c.id === id ? gone : c))) : shown;
      });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <p className="profile__intro">
        What you agreed to, and when. Withdrawing is as easy as giving: nothing more is done on a
        withdrawn consent (what was done before stays lawful).
      </p>
      <Alert className="notice notice--error">{error}</Alert>
      {list === null && !error && <p className="profile__intro">Loading…</p>}
      {list?.length === 0 && <p className="profile__intro">You have not given any consent yet.</p>}
      <ul className="profile__list">
        {list?.map((c) => (
          <li key={c.id} className="profile__item">
            <h2 className="profile__item-title">{c.title}</h2>
            <p>{c.text}</p>
            <FactList
              className="profile__facts"
              facts={[
                { label: 'Given on', value: formatDate(c.given_at) },
                { label: 'Version', value: c.version },
                {
                  label: 'Status',
                  value: c.withdrawn_at ? `Withdrawn on ${formatDate(c.withdrawn_at)}` : 'Given',
                },
              ]}
            />
            {c.withdrawn_at === null && (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy === c.id}
                aria-busy={busy === c.id}
                onClick={() => withdraw(c.id)}
              >
                Withdraw<span className="visually-hidden"> consent: {c.title}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
