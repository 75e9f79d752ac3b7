import type { ReactNode } from 'react';
import { BACK_ICON, Icon } from './Icon';
import { useBack } from './useBack';

/**
 * The top bar of a page shown without the web header (journeys, login): back, and what the
 * page adds (a journey's progress, an admin's reset).
 */
export function PageBar({ onStart, children }: { onStart?: () => void; children?: ReactNode }) {
  const back = useBack(onStart);
  return (
    <div className="page-bar">
      <button type="button" className="icon-button" onClick={back} aria-label="Back">
        <Icon d={BACK_ICON} />
      </button>
      {children}
    </div>
  );
}
