// Step builders used by several card issuers. Each takes the step id and its next rules
// (or 'last'), so an issuer file wires the graph and the builders hold the words.
// Personal steps live here; work steps in workSteps.ts and card and bank-relation steps in
// cardSteps.ts, all re-exported from this module.
import type { StepDef } from '../../engine/types.js';
import {
  addressField,
  dobField,
  emailField,
  firstnameField,
  genderField,
  lastnameField,
  middlenameField,
  mobileField,
  panField,
  pincodeField,
  providerConsentField,
} from './fields.js';
import { makeStep, type Next, type StepExtras } from './stepKit.js';

export * from './cardSteps.js';
export * from './stepKit.js';
export * from './workSteps.js';

export function nameStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title:
        "Namaste, I'm Tara! Let's find the right credit card for you. What is your name as on your PAN card?",
      info: [
        'Banks match your name with your PAN, so please type it exactly as printed there.',
        'We ask for your PAN because every bank must check your credit record before it can offer a card. It is never shared without your consent.',
      ],
      fields: [firstnameField(), middlenameField(), lastnameField(), panField()],
    },
    extras,
  );
}

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

/** The optional METRO Cash & Carry card (step2.1). */
export function metroStep(id: string, next: Next, extras?: StepExtras): StepDef {
  const checked = { field: 'isMetroChecked', eq: true };
  return makeStep(
    id,
    next,
    {
      title: 'Are you a METRO Cash & Carry member? Add your METRO card for member offers.',
      info: ['This is optional. Skip it if you do not have a METRO card.'],
      fields: [
        { name: 'isMetroChecked', kind: 'checkbox', label: 'I have a METRO card', required: false },
        {
          name: 'metroCardNumber',
          kind: 'text',
          label: 'METRO CARD NUMBER',
          hint: 'The 8 digits of your store code and customer number',
          rules: [{ rule: 'metroCard', holderField: 'metroHolderNumber' }],
          showWhen: checked,
        },
        {
          name: 'metroHolderNumber',
          kind: 'text',
          label: 'CARD HOLDER NUMBER',
          maxLength: 2,
          rules: [{ rule: 'numeric' }, { rule: 'maxLength', n: 2 }],
          showWhen: checked,
        },
      ],
      guard: ['mobile'],
    },
    extras,
  );
}

export function emailStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your e-mail address?',
      info: ['Your application status and card statements will come to this address.'],
      fields: [emailField()],
      guard: ['mobile'],
    },
    extras,
  );
}

/** Residence address and pincode; the city comes from the pincode. */
export function addressStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'Where do you live right now?',
      info: [
        'Cards are offered city by city, and the bank delivers your card to this address.',
        'Please give your house number, street and area, so the courier can find you.',
      ],
      fields: [addressField(), pincodeField()],
      guard: ['mobile'],
    },
    extras,
  );
}

export function genderStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    { title: 'Please tell me your gender.', fields: [genderField()], guard: ['mobile'] },
    extras,
  );
}

export function dobStep(
  id: string,
  next: Next,
  providerId: number | null,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your date of birth?',
      info: ['Every bank has an age limit for its cards. Give the date as on your PAN card.'],
      fields: [dobField(providerId)],
      guard: ['mobile'],
    },
    extras,
  );
}

export function genderDobStep(
  id: string,
  next: Next,
  providerId: number | null,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'A little about you: your gender and date of birth.',
      info: ['Every bank has an age limit for its cards. Give the date as on your PAN card.'],
      fields: [genderField(), dobField(providerId)],
      guard: ['mobile'],
    },
    extras,
  );
}
