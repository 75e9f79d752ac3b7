import type { ReactNode } from 'react';
import { choice, type FieldProps } from './fieldProps';

interface FieldShellProps extends Pick<FieldProps, 'field' | 'ids' | 'error'> {
  children: ReactNode;
  /** Shown under the control, above the error (e.g. the looked-up city). */
  below?: ReactNode;
  /** Groups (radio options, date boxes) label themselves. */
  group?: boolean;
  /** The error answers a button press (not typing): announced as it appears. */
  alert?: boolean;
}

/**
 * A field: its visible label, the control, the hint and the error (the hint and error ids
 * are the control's aria-describedby).
 */
export function FieldShell({ field, ids, error, children, below, group, alert }: FieldShellProps) {
  const optional = field.required === false && !/optional/i.test(field.label);
  return (
    <div className="field">
      {!group && (
        <label className="field__label" htmlFor={ids.input}>
          {field.label}
          {optional && <span className="field__optional"> (optional)</span>}
        </label>
      )}
      {children}
      {field.hint && (
        <p id={ids.hint} className="field__hint">
          {field.hint}
        </p>
      )}
      {below}
      {/* A box's message line is kept even when empty: a message shown on leaving it moves
          nothing below (CLS 0; a tap aimed at the next option lands on it). */}
      {(error || !choice(field)) && (
        <p id={ids.error} className="field__error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
