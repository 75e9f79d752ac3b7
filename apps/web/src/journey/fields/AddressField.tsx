import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps, textValue } from './fieldProps';
import { cleanText, maxLengthOf } from './textInput';

/** An address line: up to 72 characters, one line, repeated spaces collapsed. */
export function AddressField(props: FieldProps) {
  const { field, onChange } = props;
  const value = textValue(props.values, field.name);
  const max = maxLengthOf(field);
  return (
    <FieldShell
      {...props}
      below={<p className="field__counter" aria-hidden="true">{`${value.length}/${max}`}</p>}
    >
      <textarea
        {...controlProps(props)}
        rows={2}
        maxLength={max}
        autoComplete="street-address"
        placeholder={field.placeholder}
        value={value}
        onChange={(e) => onChange(field.name, cleanText(field, e.target.value))}
        onBlur={() => {
          if (value.trim() !== value) onChange(field.name, value.trim());
          props.onBlur();
        }}
        onKeyDown={(e) => {
          // One line: Enter submits the step as in any other box.
          if (e.key === 'Enter') {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
    </FieldShell>
  );
}
