import { AppLink } from './AppLink';
import { Icon } from './Icon';
import { homePath } from './navRules';
import { usePathname } from './router';
import { TRAY_TABS } from './siteLinks';

/**
 * The bottom tray on a phone (hidden from 768 px by CSS, and per the shell rules): the tabs
 * whose pages the app has (`has`).
 */
export function BottomTray({ has }: { has: (path: string) => boolean }) {
  const pathname = usePathname();
  const tabs = TRAY_TABS.map((tab) => ({ ...tab, to: tab.to ?? homePath() })).filter(
    (tab) => tab.label === 'Home' || has(tab.to),
  );
  return (
    <nav className="tray" aria-label="Main">
      <ul>
        {tabs.map((tab) => {
          const current =
            pathname === tab.to || (tab.to !== '/' && pathname.startsWith(`${tab.to}/`));
          return (
            <li key={tab.label}>
              <AppLink to={tab.to} aria-current={current ? 'page' : undefined}>
                <Icon d={tab.icon} />
                <span>{tab.label}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
