import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';

interface PopoverProps {
  /** The button's text (or its accessible name with `icon`). */
  label: string;
  icon?: ReactNode;
  className: string;
  panelClassName: string;
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure: a button that shows and hides a panel of links. Opening moves focus to its
 * first control; Escape, a click outside or `close` hide it (Escape and `close` give focus
 * back to the button).
 */
export function Popover({ label, icon, className, panelClassName, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div className="popover" ref={root}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={id}
        aria-label={icon ? label : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {icon ?? label}
      </button>
      <div ref={panel} id={id} className={panelClassName} hidden={!open}>
        {children(() => {
          setOpen(false);
          button.current?.focus();
        })}
      </div>
    </div>
  );
}
