import { fetchCreditReport } from '../../api/creditReportApi';
import { AppLink } from '../../app/AppLink';
import { useLoad } from '../../lib/useLoad';
import { profileScore } from './profileScore';

/**
 * The latest credit score at the top of the profile's home (decision 076), where a self-pull
 * ends (spec 01 §4, CR-19): the score, its level and date, and the way to what moves it. The card
 * keeps its height while loading, so the shortcuts below do not move.
 */
export function ProfileScoreCard() {
  const load = useLoad(() => fetchCreditReport(), []);
  const view = profileScore(load);
  return (
    <section className="profile-score" aria-labelledby="profile-score-heading">
      <h2 id="profile-score-heading" className="profile-score__heading">
        Credit score
      </h2>
      {view.kind === 'loading' && <p role="status">Loading your score…</p>}
      {view.kind === 'failed' && <p>We could not load your credit score just now.</p>}
      {view.kind === 'none' && (
        <p>
          Free, and checking does not lower it.{' '}
          <AppLink to="/financial-fitness">Check my credit score</AppLink>
        </p>
      )}
      {view.kind === 'score' && (
        <>
          <p className="profile-score__value">
            {view.score === null ? 'No score yet' : <strong>{view.score}</strong>}
            {view.score !== null && <span> out of 900 · {view.level}</span>}
          </p>
          <p className="profile-score__meta">
            {view.fetched}. <AppLink to="/profile/credit-score">See what moves your score</AppLink>
          </p>
        </>
      )}
    </section>
  );
}
