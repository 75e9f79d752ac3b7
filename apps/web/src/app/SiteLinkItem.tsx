import { AppLink } from './AppLink';
import type { SiteLink } from './siteLinks';

/** One menu link: in the app (client navigation) or out of it (a new tab). */
export function SiteLinkItem({ link, onPick }: { link: SiteLink; onPick?: () => void }) {
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
