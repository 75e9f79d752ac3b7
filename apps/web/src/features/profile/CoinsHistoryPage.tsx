import { formatDate } from '@tara/core';
import { reasonText } from './coinReasons';
import { MembershipMinePage } from './MembershipMinePage';
import { PROFILE_TITLES } from './titles';

/** /profile/coins/history: the balance and every movement of the coin ledger, newest first. */
export function CoinsHistoryPage() {
  return (
    <MembershipMinePage
      heading={PROFILE_TITLES.coinsHistory}
      failure="We could not load your coins. Please try again."
    >
      {(mine) => (
        <>
          <p>
            Your balance: <strong>{mine.coins.toLocaleString('en-IN')} coins</strong>
          </p>
          {mine.history.length === 0 ? (
            <p>No coins yet.</p>
          ) : (
            <ul className="profile__list">
              {mine.history.map((e) => (
                <li key={`${e.created_at}-${e.reason}-${e.coins}`}>
                  {formatDate(e.created_at)}: {reasonText(e.reason)}, {e.coins > 0 ? '+' : ''}
                  {e.coins.toLocaleString('en-IN')} coins
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </MembershipMinePage>
  );
}
