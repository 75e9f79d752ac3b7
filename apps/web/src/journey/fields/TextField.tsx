import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps, textValue } from './fieldProps';
import { cleanText, inputTraits, maxLengthOf, moneyDisplay } from './textInput';

/** text, email, mobile, pan, number, money and date: one box, keyboard hints by kind. */
export function TextField(props: FieldProps) {
  const { field } = props;
  const raw = textValue(props.values, field.name);
  const money = field.kind === 'money';
  const traits = inputTraits(field);
  return (
    <FieldShell {...props}>
      <div className={money ? 'input-affix' : undefined} data-prefix={money ? '₹' : undefined}>
        <input
          {...controlProps(props)}
          {...traits}
          type={traits.type ?? 'text'}
          spellCheck={false}
          value={money ? moneyDisplay(raw) : raw}
          maxLength={money ? undefined : maxLengthOf(field)}
          placeholder={field.placeholder ?? (field.kind === 'date' ? 'DD/MM/YYYY' : undefined)}
          onChange={(e) => props.onChange(field.name, cleanText(field, e.target.value))}
        />
      </div>
    </FieldShell>
  );
}
