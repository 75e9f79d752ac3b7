import { useEffect, useId, useRef } from 'react';
import { CLOSE_ICON, Icon } from './Icon';
import { hasNativeBridge, postRoute } from './nativeBridge';

interface NudgeSheetProps {
  open: boolean;
  title: string;
  text: string;
  buttonLabel: string;
  /** A route for the native app to open from the button; without one (or outside the app)
   * the button only closes the sheet. */
  route?: string | null;
  onClose: () => void;
}

/**
 * The nudge bottom sheet (spec SHELL-30): opens; closes on X or on its button; the button
 * either closes it or posts a route to the native app. A modal <dialog>: focus stays inside,
 * Escape closes.
 */
export function NudgeSheet({ open, title, text, buttonLabel, route, onClose }: NudgeSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  const act = () => {
    if (route && hasNativeBridge()) postRoute(route);
    onClose();
  };
  return (
    <dialog ref={dialog} className="sheet" aria-labelledby={titleId} onClose={onClose}>
      <button
        type="button"
        className="icon-button sheet__close"
        aria-label="Close"
        onClick={onClose}
      >
        <Icon d={CLOSE_ICON} />
      </button>
      <h2 id={titleId} className="sheet__title">
        {title}
      </h2>
      <p>{text}</p>
      <button type="button" className="button sheet__button" onClick={act}>
        {buttonLabel}
      </button>
    </dialog>
  );
}
