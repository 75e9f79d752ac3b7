import { useRef } from 'react';
import { cleanPart, DOB_PARTS, maxDigits, movesFocus, padPart } from './dobParts';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps, textValue } from './fieldProps';

const LABELS = { Date: 'Day', Month: 'Month', Year: 'Year' };
const HINTS = { Date: 'DD', Month: 'MM', Year: 'YYYY' };

/** Date of birth as three boxes DD / MM / YYYY (answer keys `${name}Date|Month|Year`). */
export function DobField(props: FieldProps) {
  const { field, ids, onChange } = props;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  return (
    <FieldShell {...props} group>
      <fieldset
        className="dob"
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) props.onBlur();
        }}
      >
        <legend className="field__label">{field.label}</legend>
        {DOB_PARTS.map((part, i) => {
          const key = field.name + part;
          const value = textValue(props.values, key);
          const id = `${ids.input}${i || ''}`;
          return (
            <div key={part} className="dob__box">
              <label htmlFor={id}>{LABELS[part]}</label>
              <input
                {...controlProps(props, id)}
                ref={(el) => {
                  boxes.current[i] = el;
                }}
                name={key}
                inputMode="numeric"
                autoComplete={`bday-${LABELS[part].toLowerCase()}`}
                maxLength={maxDigits(part)}
                placeholder={HINTS[part]}
                value={value}
                onChange={(e) => {
                  const next = cleanPart(part, e.target.value);
                  onChange(key, next);
                  if (movesFocus(part, value, next)) boxes.current[i + 1]?.focus();
                }}
                onBlur={(e) => {
                  const padded = padPart(part, e.target.value);
                  if (padded !== e.target.value) onChange(key, padded);
                }}
              />
            </div>
          );
        })}
      </fieldset>
    </FieldShell>
  );
}
