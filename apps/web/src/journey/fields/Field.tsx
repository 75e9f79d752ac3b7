import { AddressField } from './AddressField';
import { AutosuggestField } from './AutosuggestField';
import { CheckboxField } from './CheckboxField';
import { DobField } from './DobField';
import { FileField } from './FileField';
import type { FieldProps } from './fieldProps';
import { OtpField } from './OtpField';
import { PincodeField } from './PincodeField';
import { RadioField } from './RadioField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const WIDGETS = {
  radio: RadioField,
  select: SelectField,
  checkbox: CheckboxField,
  disclaimer: CheckboxField,
  dob: DobField,
  pincode: PincodeField,
  address: AddressField,
  autosuggest: AutosuggestField,
  file: FileField,
  otp: OtpField,
};

/** One widget per field kind; a new kind is a new widget here and nothing else. */
export function Field(props: FieldProps) {
  const Widget = WIDGETS[props.field.kind as keyof typeof WIDGETS] ?? TextField;
  return <Widget {...props} />;
}
