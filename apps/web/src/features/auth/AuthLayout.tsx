import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { PageBar } from '../../app/PageBar';
import './auth.css';

/** A login screen: the back bar (the web header is hidden here), a focused heading, content. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    document.title = `${title} | Tara Marketplace`;
  }, [title]);
  return (
    <div className="auth">
      <PageBar />
      <h1 ref={heading} tabIndex={-1} className="auth__title">
        {title}
      </h1>
      {children}
    </div>
  );
}

interface TextBoxProps {
  id: string;
  label: string;
  value: string;
  error?: string | null | undefined;
  hint?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'numeric';
  autoComplete: string;
  maxLength?: number;
  prefix?: string;
  disabled?: boolean;
  /** Marks the box wrong without a message of its own (the message is elsewhere). */
  invalid?: boolean;
  /** Another element that describes the box (a server message). */
  describedBy?: string | undefined;
}

/** A labelled box with its hint and error wired for screen readers. */
export function TextBox(props: TextBoxProps) {
  const { id, label, value, error, hint, prefix } = props;
  const described = [hint && `${id}-hint`, error && `${id}-error`, props.describedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="auth__field">
      <label htmlFor={id} className="auth__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="auth__hint">
          {hint}
        </p>
      )}
      <div className={prefix ? 'auth__prefixed' : undefined}>
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input
          id={id}
          className={error || props.invalid ? 'input input--invalid' : 'input'}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          value={value}
          disabled={props.disabled}
          aria-invalid={!!error || props.invalid === true}
          aria-describedby={described || undefined}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="auth__error">
          {error}
        </p>
      )}
    </div>
  );
}
