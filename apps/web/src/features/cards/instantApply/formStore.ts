import type { Answers } from '@tara/core/engine';
import type { FormValues } from '../../../journey/form/formState';

// The filled instant-apply forms of this page load, in memory only: nothing typed goes to
// browser storage (decision 006/008), so a reload or a new tab starts the form again and the
// review page without a form goes to /credit-cards (throw-to-home).

export interface FilledForm {
  /** What the user typed, to show the form again when they edit it. */
  typed: FormValues;
  /** The values core validated, as they are sent. */
  values: Answers;
  card: { id: number; name: string; issuer: string };
  /** The server's field messages after a refused submit (shown on the form). */
  serverErrors: Record<string, string>;
  /** The server's message after a refused submit. */
  serverMessage: string | null;
}

const forms = new Map<string, FilledForm>();

/** The form's key: the issuer's alias and the card's slug. */
export const formKey = (alias: string, slug: string): string =>
  `${alias.toLowerCase()}/${slug.toLowerCase()}`;

export function keepForm(key: string, form: FilledForm): void {
  forms.set(key, form);
}

export function filledForm(key: string): FilledForm | null {
  return forms.get(key) ?? null;
}

/** A submitted form is forgotten (its answer is the outcome page's). */
export function forgetForm(key: string): void {
  forms.delete(key);
}

/** The server refused the values: its messages go back to the form. */
export function refuseForm(key: string, fields: Record<string, string>, message: string): void {
  const form = forms.get(key);
  if (form) forms.set(key, { ...form, serverErrors: fields, serverMessage: message });
}
