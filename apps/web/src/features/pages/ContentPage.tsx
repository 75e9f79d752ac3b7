import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { usePathname } from '../../app/router';
import './pages.css';

interface ContentPageProps {
  /** The page's one h1 (also the tab title unless `title` is given). */
  heading: string;
  title?: string;
  /** A sentence under the heading. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of a general page: one h1, its content, and links to the other general pages. */
export function ContentPage({ heading, title = heading, lead, children }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <div className="gp">
      <article className="gp__article" aria-labelledby="gp-title">
        <h1 id="gp-title" className="gp__title">
          {heading}
        </h1>
        {lead && <p className="gp__lead">{lead}</p>}
        {children}
      </article>
      <PageLinks />
    </div>
  );
}

/** The general pages, for the foot of each one (the current page is marked, not linked). */
export const GENERAL_LINKS: readonly { to: string; label: string }[] = [
  { to: '/how-it-works', label: 'How it works' },
  { to: '/explore-credit-cards', label: 'Credit cards' },
  { to: '/health-check', label: 'Financial health check' },
  { to: '/help-and-faqs', label: 'Help and FAQs' },
  { to: '/about-us', label: 'About us' },
  { to: '/download-fact-sheet', label: 'Fact sheet' },
  { to: '/partner-with-us', label: 'Partner with us' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms of use' },
];

export function PageLinks() {
  const pathname = usePathname();
  return (
    <nav className="gp-links" aria-label="More from Tara">
      <ul>
        {GENERAL_LINKS.map(({ to, label }) => (
          <li key={to}>
            {pathname === to ? (
              <span aria-current="page">{label}</span>
            ) : (
              <AppLink to={to}>{label}</AppLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section of a general page with its h2. */
export function Section({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="gp__section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** A fact of the company's configured identity; an ellipsis while it loads (decision 079). */
export function Value({ value }: { value: string | undefined }) {
  return value ?? '…';
}
