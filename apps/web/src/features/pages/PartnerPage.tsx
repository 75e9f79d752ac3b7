import type { ChangeEvent, FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { ContentPage, Section } from './ContentPage';
import {
  EMPTY_PARTNER_FORM,
  firstInvalidField,
  MESSAGE_MAX,
  ORGANISATION_TYPES,
  type PartnerErrors,
  type PartnerForm,
  validatePartnerForm,
} from './partnerForm';
import { PAGE_TITLES } from './titles';

/**
 * Partner with us: for banks, NBFCs and insurers. The form is checked here and then shows a
 * "we'll write to you" note. NO BACKEND CALL: there is no partner-enquiry endpoint yet, so the
 * details are not sent anywhere; when one exists, post `form` from `submit` before `setSent`.
 */
export function PartnerPage() {
  const [form, setForm] = useState<PartnerForm>(EMPTY_PARTNER_FORM);
  const [errors, setErrors] = useState<PartnerErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<PartnerForm | null>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const set =
    (key: keyof PartnerForm) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...form, [key]: e.target.value };
      setForm(next);
      // After a first submit, errors follow the typing; before it, nobody is scolded mid-word.
      if (submitted) setErrors(validatePartnerForm(next));
    };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validatePartnerForm(form);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      document.getElementById(`partner-${first}`)?.focus();
      return;
    }
    setSent(form);
  };

  return (
    <ContentPage
      heading={PAGE_TITLES.partnerWithUs}
      lead="For banks, NBFCs and insurers who want to reach customers who arrive well informed."
    >
      <Section id="partner-why" heading="What we offer lenders">
        <ul>
          <li>
            Applications from people who have already seen your criteria and been told why they fit,
            so fewer applications you will have to decline.
          </li>
          <li>
            Complete, checked details: PAN, pincode, e-mail and mobile are validated before an
            application reaches you, and mobiles are verified by OTP.
          </li>
          <li>
            A journey shaped to your product: your questions, your disclaimers and your criteria, in
            the same guided experience as every other lender.
          </li>
          <li>Each applicant's consents, such as your disclaimers, saved with their answers.</li>
        </ul>
      </Section>

      {sent ? (
        <section className="gp__section" aria-labelledby="partner-sent">
          <h2 id="partner-sent" ref={sentRef} tabIndex={-1}>
            Thank you, {sent.name.trim()}
          </h2>
          <p role="status">
            We have your details for {sent.organisation.trim().replace(/\.$/, '')}. We'll write to
            you at <strong>{sent.email.trim()}</strong>.
          </p>
        </section>
      ) : (
        <Section id="partner-form" heading="Tell us about your organisation">
          <form className="form" noValidate onSubmit={submit}>
            <TextInput id="organisation" label="Organisation name" error={errors.organisation}>
              {(c) => (
                <input
                  {...c}
                  value={form.organisation}
                  onChange={set('organisation')}
                  autoComplete="organization"
                />
              )}
            </TextInput>
            <fieldset
              className="form__field"
              aria-describedby={
                errors.organisationType ? 'partner-organisationType-error' : undefined
              }
            >
              <legend>Type of organisation</legend>
              <div className="form__choices">
                {ORGANISATION_TYPES.map((type, i) => (
                  <label key={type.value} className="form__choice">
                    <input
                      type="radio"
                      name="organisationType"
                      value={type.value}
                      id={i === 0 ? 'partner-organisationType' : undefined}
                      checked={form.organisationType === type.value}
                      onChange={set('organisationType')}
                      aria-invalid={errors.organisationType ? true : undefined}
                    />
                    {type.label}
                  </label>
                ))}
              </div>
              {errors.organisationType && (
                <p id="partner-organisationType-error" className="form__error">
                  {errors.organisationType}
                </p>
              )}
            </fieldset>
            {CONTACT_BOXES.map(({ id, label, hint, input }) => (
              <TextInput key={id} id={id} label={label} error={errors[id]} hint={hint}>
                {(c) => <input {...c} {...input} value={form[id]} onChange={set(id)} />}
              </TextInput>
            ))}
            <TextInput
              id="message"
              label="Message (optional)"
              error={errors.message}
              hint={`What would you like to offer through Tara? Up to ${MESSAGE_MAX} characters.`}
            >
              {(c) => <textarea {...c} value={form.message} onChange={set('message')} rows={4} />}
            </TextInput>
            <button type="submit" className="button">
              Send
            </button>
          </form>
        </Section>
      )}
    </ContentPage>
  );
}

/** The contact person's boxes, in the form's order: each one's label, hint and input type. */
const CONTACT_BOXES: readonly {
  id: 'name' | 'email' | 'mobile';
  label: string;
  hint?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}[] = [
  { id: 'name', label: 'Your name', input: { autoComplete: 'name' } },
  {
    id: 'email',
    label: 'Work e-mail',
    input: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  },
  {
    id: 'mobile',
    label: 'Mobile number',
    hint: '10 digits',
    input: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 },
  },
];

/** What a control gets from its field: its id, class and the ARIA that ties it to its texts. */
interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface TextInputProps {
  id: keyof PartnerForm;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and error, wired by id. */
function TextInput({ id, label, error, hint, children }: TextInputProps) {
  const controlId = `partner-${id}`;
  const hintId = hint ? `${controlId}-hint` : '';
  const errorId = error ? `${controlId}-error` : '';
  return (
    <div className="form__field">
      <label htmlFor={controlId}>{label}</label>
      {hint && (
        <span id={hintId} className="form__hint">
          {hint}
        </span>
      )}
      {children({
        id: controlId,
        className: 'form__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p id={errorId} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}
