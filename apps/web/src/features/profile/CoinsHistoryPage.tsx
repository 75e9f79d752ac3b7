import { formatDate } from '@tara/core';
import { PageLoading } from '../../app/PageLoading';
import { useMembershipMine } from '../../lib/useMembershipMine';
import { reasonText } from './coinReasons';
import { ProfileLayout } from './ProfileLayout';
import { PROFILE_TITLES } from './titles';

/** /profile/coins/history: the balance and every movement of the coin ledger, newest first. */
export function CoinsHistoryPage() {
  const state = useMembershipMine();
  return (
    <ProfileLayout heading={PROFILE_TITLES.coinsHistory}>
      {state.kind === 'loading' && <PageLoading />}
      {state.kind === 'error' && (
        <p className="notice notice--error" role="alert">
          We could not load your coins. Please try again.
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <p>
            Your balance: <strong>{state.mine.coins.toLocaleString('en-IN')} coins</strong>
          </p>
          {state.mine.history.length === 0 ? (
            <p>No coins yet.</p>
          ) : (
            <ul className="profile__list">
              {state.mine.history.map((e) => (
                <li key={`${e.created_at}-${e.reason}-${e.coins}`}>
                  {formatDate(e.created_at)}: {reasonText(e.reason)}, {e.coins > 0 ? '+' : ''}
                  {e.coins.toLocaleString('en-IN')} coins
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ProfileLayout>
  );
}
