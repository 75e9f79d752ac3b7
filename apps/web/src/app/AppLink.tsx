import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from './router';

interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An app path from the root, e.g. `/credit-cards/metro/step1`. */
  to: string;
  replace?: boolean;
}

/**
 * A router link: a real <a href> with client-side navigation (through `useNavigate`, which
 * records the history position the header's back reads). A click with a modifier key or
 * another button, or a link to another target, is left to the browser.
 */
export function AppLink({ to, replace = false, onClick, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey)
      return;
    if (rest.target && rest.target !== '_self') return;
    e.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={to} onClick={handle} />;
}
