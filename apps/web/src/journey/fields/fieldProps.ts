import type { AnswerValue, FieldDef } from '@tara/core/engine';
import type { FieldStatus, FormValues } from '../form/formState';

/** How a field looks now: red when touched and wrong, green when valid. */
export type FieldTone = 'idle' | 'valid' | 'invalid';

export interface FieldIds {
  input: string;
  /** A group's visible label (radio options). */
  label: string;
  error: string;
  hint: string;
}

/** What every field widget receives from the step form. */
export interface FieldProps {
  field: FieldDef;
  /** The whole form (a date of birth reads three keys). */
  values: FormValues;
  ids: FieldIds;
  /** The message to show now (already filtered by touched / submitted), if any. */
  error: string | undefined;
  tone: FieldTone;
  disabled: boolean;
  onChange: (key: string, value: AnswerValue) => void;
  /** The user left the field: from now on its errors show. */
  onBlur: () => void;
  /** Lookups the value depends on (pincode city). */
  onStatus: (status: FieldStatus) => void;
}

/** aria-describedby for a control: its hint and its error, when present. */
export function describedBy(props: Pick<FieldProps, 'field' | 'ids' | 'error'>) {
  const { field, ids, error } = props;
  return [field.hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
}

/** The attributes every input, select and textarea of a field shares. */
export function controlProps(props: FieldProps, id = props.ids.input) {
  const { field, tone } = props;
  return {
    id,
    name: field.name,
    className: `input input--${tone}`,
    required: field.required !== false,
    disabled: props.disabled,
    onBlur: props.onBlur,
    'aria-invalid': tone === 'invalid',
    'aria-describedby': describedBy(props),
  };
}

/** The text a string-valued field holds. */
export function textValue(values: FormValues, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** Options to pick: their message shows once Continue is pressed, never on leaving them. */
export const choice = (field: FieldProps['field']): boolean =>
  field.kind === 'radio' || field.kind === 'checkbox';
