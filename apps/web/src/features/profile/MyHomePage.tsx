import { AppLink } from '../../app/AppLink';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { ProfileScoreCard } from './ProfileScoreCard';
import { greetingName } from './profileUser';
import { PROFILE_TITLES } from './titles';

const SHORTCUTS: readonly { to: string; label: string; text: string }[] = [
  {
    to: '/profile/offers',
    label: 'Applications in progress',
    text: 'Pick up where you stopped.',
  },
  {
    to: '/profile/claimed-offers',
    label: 'Completed applications',
    text: 'See your offers again.',
  },
  {
    to: '/profile/accounts',
    label: 'Everything you have done',
    text: 'Applications, appointments, policies, payments and their documents, in one list.',
  },
  { to: '/profile/insurance', label: 'Your insurance', text: 'Your policies and their documents.' },
  {
    to: '/profile/credit-score',
    label: 'Your credit score',
    text: 'Free, and what moves it. Checking does not lower it.',
  },
  { to: '/profile/details', label: 'Your details', text: 'Name, mobile and e-mail.' },
  { to: '/profile/consents', label: 'Your consents', text: 'See or withdraw what you agreed to.' },
  { to: '/profile/support', label: 'Support', text: 'Write to us.' },
  { to: '/explore-credit-cards', label: 'Explore credit cards', text: 'Start a new application.' },
];

/** The profile's home: a greeting, the latest credit score (decision 076) and shortcuts. */
export function MyHomePage() {
  return (
    <ProfileLayout heading={PROFILE_TITLES.myHome} isHome>
      <WithProfileUser>
        {(user) => {
          const name = greetingName(user);
          return (
            <>
              <p className="profile__greeting">{name ? `Namaste, ${name}!` : 'Namaste!'}</p>
              <ProfileScoreCard />
              <nav aria-label="Profile shortcuts">
                <ul className="profile__shortcuts">
                  {SHORTCUTS.map(({ to, label, text }) => (
                    <li key={to}>
                      <AppLink className="profile__shortcut" to={to}>
                        <span className="profile__shortcut-label">{label}</span>
                        <span className="profile__shortcut-text">{text}</span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </>
          );
        }}
      </WithProfileUser>
    </ProfileLayout>
  );
}
