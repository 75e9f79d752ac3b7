import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps, textValue } from './fieldProps';
import { linked } from './linked';

/** Radio answers as big tappable options (native radios, so arrows and screen readers work). */
export function RadioField(props: FieldProps) {
  const { field, ids, onChange } = props;
  const current = textValue(props.values, field.name);
  const { required, className, ...control } = controlProps(props);
  return (
    <FieldShell {...props} group>
      <div
        className={`choice choice--${props.tone}`}
        role="radiogroup"
        aria-labelledby={ids.label}
        aria-required={required}
      >
        <span id={ids.label} className="field__label">
          {linked(field.label, field.links)}
        </span>
        {field.options?.map((option, i) => (
          <label key={option.value} className="choice__option">
            <input
              {...control}
              id={i ? undefined : ids.input}
              type="radio"
              value={option.value}
              checked={current === option.value}
              onChange={() => {
                onChange(field.name, option.value);
                props.onBlur();
              }}
              // Tapping the chosen option again moves on too.
              onClick={() => current === option.value && onChange(field.name, option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldShell>
  );
}
