import type { PinCity } from '@tara/core/contract';
import { useEffect, useRef, useState } from 'react';
import { searchPin } from '../../api/lookupsApi';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps, textValue } from './fieldProps';
import { cleanText } from './textInput';

export const INVALID_PINCODE = 'Please enter a valid pincode';

/** Pincode: numeric, 6 digits; at 6 digits the city is looked up and shown. */
export function PincodeField(props: FieldProps) {
  const { field } = props;
  const value = textValue(props.values, field.name);
  const [city, setCity] = useState<PinCity | null>(null);
  const report = useRef(props.onStatus);
  report.current = props.onStatus;

  useEffect(() => {
    setCity(null);
    // Six digits, the first not 0; the format message itself is core's.
    if (!/^[1-9]\d{5}$/.test(value)) return report.current({});
    const controller = new AbortController();
    report.current({ pending: true });
    searchPin(value, controller.signal)
      .then((found) => {
        setCity(found);
        report.current(found ? {} : { error: INVALID_PINCODE });
      })
      .catch(() => {
        if (!controller.signal.aborted) report.current({ error: INVALID_PINCODE });
      });
    return () => controller.abort();
  }, [value]);

  return (
    <FieldShell
      {...props}
      below={
        <p className="field__city" aria-live="polite">
          {city && `City: ${city.city_pretty_name || city.city_name}, ${city.state}`}
        </p>
      }
    >
      <input
        {...controlProps(props)}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        placeholder={field.placeholder}
        value={value}
        onChange={(e) => props.onChange(field.name, cleanText(field, e.target.value))}
      />
    </FieldShell>
  );
}
