import type { FieldDef } from '../../journeyModel/types.js';
import { YES_NO } from './options.js';

/** A yes/no radio; each call has its own copy of the options. */
export function yesNoField(name: string, label: string): FieldDef {
  return { name, kind: 'radio', label, options: YES_NO.map((o) => ({ ...o })) };
}
