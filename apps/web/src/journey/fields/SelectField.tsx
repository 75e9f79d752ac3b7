import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps, textValue } from './fieldProps';

/** A native select with the field's options. */
export function SelectField(props: FieldProps) {
  const { field } = props;
  return (
    <FieldShell {...props}>
      <select
        {...controlProps(props)}
        value={textValue(props.values, field.name)}
        onChange={(e) => {
          props.onChange(field.name, e.target.value);
          props.onBlur();
        }}
      >
        <option value="">{field.placeholder ?? 'Select'}</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
