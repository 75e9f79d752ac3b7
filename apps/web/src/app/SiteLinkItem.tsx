import { AppLink } from './AppLink';
import type { SiteLink } from './siteLinks';

/** One menu link: in the app (client navigation), out of it (a new tab), or "Coming soon". */
export function SiteLinkItem({ link, onPick }: { link: SiteLink; onPick?: () => void }) {
  if (link.soon || (link.to === undefined && link.href === undefined)) {
    return (
      <span className="site-menu__soon">
        <span>{link.label}</span> <small>Coming soon</small>
      </span>
    );
  }
  if (link.to !== undefined) {
    return (
      <AppLink to={link.to} onClick={onPick}>
        {link.label}
      </AppLink>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onPick}>
      {link.label}
    </a>
  );
}
