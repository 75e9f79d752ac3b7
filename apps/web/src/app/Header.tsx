import { AppLink } from './AppLink';
import { BACK_ICON, CLOSE_ICON, Icon } from './Icon';
import { homePath } from './navRules';
import { Popover } from './Popover';
import { usePathname } from './router';
import { SiteLinkItem } from './SiteLinkItem';
import { useSession } from './session';
import { APP_STORE_URL, COMPANY_LINKS, SITE_MENU } from './siteLinks';
import { useBack } from './useBack';
import { useLogout } from './useLogout';

export const PRODUCT_NAME = 'Tara Marketplace';

const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

/**
 * The web header (spec SHELL-18/20): back, the page title (else the product name, linking
 * home), the website menu (inline on a desktop, a drawer on a phone), and Login or the
 * account menu (My Profile, Logout).
 */
export function Header({ title }: { title?: string | undefined }) {
  const pathname = usePathname();
  const back = useBack();
  return (
    <header className="app-header">
      {pathname !== homePath() && (
        <button type="button" className="icon-button" onClick={back} aria-label="Back">
          <Icon d={BACK_ICON} />
        </button>
      )}
      {title ? (
        <span className="app-header__title">{title}</span>
      ) : (
        <AppLink to="/" className="app-header__brand">
          {PRODUCT_NAME}
        </AppLink>
      )}
      <SiteMenu />
      <Account />
    </header>
  );
}

function SiteMenu() {
  return (
    <Popover
      label="Menu"
      icon={<Icon d={MENU_ICON} />}
      className="icon-button site-menu__toggle"
      panelClassName="site-menu"
    >
      {(close) => (
        <nav aria-label="Website">
          <button
            type="button"
            className="icon-button site-menu__close"
            aria-label="Close menu"
            onClick={close}
          >
            <Icon d={CLOSE_ICON} />
          </button>
          <ul className="site-menu__main">
            {SITE_MENU.map((link) => (
              <li key={link.label}>
                <SiteLinkItem link={link} onPick={close} />
              </li>
            ))}
          </ul>
          {APP_STORE_URL ? (
            <a
              className="button site-menu__app"
              href={APP_STORE_URL}
              target="_blank"
              rel="noopener"
            >
              Get the app
            </a>
          ) : (
            <p className="site-menu__soon site-menu__app">
              <span>The app</span> <small>Coming soon</small>
            </p>
          )}
          <ul className="site-menu__company">
            {COMPANY_LINKS.map((link) => (
              <li key={link.label}>
                <SiteLinkItem link={link} onPick={close} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Popover>
  );
}

function Account() {
  const session = useSession();
  const logout = useLogout();
  if (session.status === 'checking') return null;
  if (!session.isLoggedIn) {
    return (
      <AppLink to="/login" className="button button--small">
        Login
      </AppLink>
    );
  }
  return (
    <Popover label="Account" className="button button--small" panelClassName="account-menu">
      {(close) => (
        <ul>
          <li>
            <AppLink to="/profile" onClick={close}>
              My Profile
            </AppLink>
          </li>
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                close();
                void logout();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </Popover>
  );
}
