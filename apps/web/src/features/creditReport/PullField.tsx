import type { DraftField } from './pullForm';

/** How a box looks: what differs from one box to the next. */
export interface BoxProps {
  label: string;
  hint?: string;
  autoComplete: string;
  inputMode?: 'text' | 'numeric' | 'email';
  maxLength?: number;
}

interface PullFieldProps extends BoxProps {
  field: DraftField;
  value: string;
  error?: string | undefined;
  readOnly?: boolean;
  onChange: (value: string) => void;
}

/** One labelled box of the self-pull form, its hint and error read with it. */
export function PullField(props: PullFieldProps) {
  const id = `self-pull-${props.field}`;
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean);
  return (
    <div className="self-pull__field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint && (
        <p id={`${id}-hint`} className="self-pull__hint">
          {props.hint}
        </p>
      )}
      <input
        id={id}
        className={props.error ? 'input input--invalid' : 'input'}
        value={props.value}
        readOnly={props.readOnly}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        aria-invalid={!!props.error}
        aria-describedby={described.length ? described.join(' ') : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={`${id}-error`} className="self-pull__error">
          {props.error}
        </p>
      )}
    </div>
  );
}
