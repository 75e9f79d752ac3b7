import type { StepDef } from '../../journeyModel/types.js';
import { emailField } from './emailField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import { mobileField } from './mobileField.js';
import { providerConsentField } from './providerConsentField.js';

/** Contact: the mobile number (plus e-mail for issuers that ask it here). Saves the lead. */
export function contactStep(
  id: string,
  next: Next,
  extras?: StepExtras & { withEmail?: boolean },
): StepDef {
  const { withEmail, ...rest } = extras ?? {};
  return makeStep(
    id,
    next,
    {
      title: withEmail
        ? 'Thanks! How can the bank reach you?'
        : 'Thanks! What is your mobile number?',
      info: [
        'We save your answers as you go, so you can stop and continue later on this number.',
        'The bank will send updates about your application here. No spam, promise.',
      ],
      fields: [mobileField(), ...(withEmail ? [emailField()] : []), providerConsentField()],
      guard: ['firstname', 'lastname'],
    },
    rest,
  );
}
