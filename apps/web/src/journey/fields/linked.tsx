import type { FieldLink } from '@tara/core/engine';
import type { ReactNode } from 'react';

/**
 * The label with its link words as links, in the links' order (opening in a new tab, so the
 * answers stay): a checkbox's terms, a radio's compare page and policy wording (decision 083).
 */
export function linked(label: string, links: FieldLink[] = []): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = label;
  for (const { text, href } of links) {
    const at = rest.indexOf(text);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a key={href} href={href} target="_blank" rel="noopener">
        {text}
      </a>,
    );
    rest = rest.slice(at + text.length);
  }
  parts.push(rest);
  return parts;
}
