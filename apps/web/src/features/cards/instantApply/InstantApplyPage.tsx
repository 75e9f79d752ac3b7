import type { AnswerValue, StepDef } from '@tara/core/engine';
import type { FormEvent } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { AppLink } from '../../../app/AppLink';
import { PageBar } from '../../../app/PageBar';
import { PageLoading } from '../../../app/PageLoading';
import { Redirect } from '../../../app/Redirect';
import { useNavigate, useParams } from '../../../app/router';
// The journey page module whole (not used here): its field widgets and form checks then stay
// in the journey's one chunk. Importing only them split that chunk (+0.65 KB gzipped on the
// journey step's 90 KB budget); this page loads the journey chunk instead (8 KB, lazy).
import '../../../journey/JourneyPage';
import type { InstantApplyKind } from '@tara/core/instantApply';
import { formKindOf, instantApplyForm } from '@tara/core/instantApply';
import type { Card } from '../../../api/cardsApi';
import { cardDetails } from '../../../api/cardsApi';
import { Field } from '../../../journey/fields/Field';
import type { FieldStatus, FormValues } from '../../../journey/form/formState';
import { checkForm, formKeys, initialValues } from '../../../journey/form/formState';
import { ErrorNotice } from '../../../lib/ErrorNotice';
import { applyPathOf, issuerOf } from '../CardTile';
import { useLoad } from '../loadState';
import { filledForm, formKey, keepForm } from './formStore';
import './instantApply.css';

/** Headings before the field that starts each part of the form. */
const SECTIONS: Record<string, string> = {
  firstname: 'About you',
  empType: 'Your work',
  fatherName: 'A little more',
  std: 'Landline and office',
  aadhaar: 'Identity and consent',
};

/**
 * `credit-cards/<rbl|icici|amex>/:slug/instant-apply/about-you`: the issuer's whole
 * application on one page, checked with core's rules, kept in memory for the review.
 */
export function InstantApplyPage() {
  const { alias = '', slug = '' } = useParams<{ alias: string; slug: string }>();
  const kind = formKindOf(alias);
  const details = useLoad(kind ? slug : null, (signal) =>
    cardDetails({ searchCard: slug }, signal),
  );
  if (!kind) return <Redirect to="/credit-cards" />;
  return (
    <div className="ia">
      <PageBar />
      {details.status === 'error' ? (
        <ErrorNotice message={details.message}>
          <AppLink className="button" to="/credit-cards">
            See all credit cards
          </AppLink>
        </ErrorNotice>
      ) : details.status !== 'success' ? (
        <PageLoading label="Opening the form…" />
      ) : details.data.provider_alias !== alias.toLowerCase() ? (
        <div className="notice">
          <h1 className="ia__title">{details.data.name}</h1>
          <p>This card is applied for on its own page.</p>
          <AppLink className="button" to={applyPathOf(details.data)}>
            Apply for the {details.data.name}
          </AppLink>
        </div>
      ) : (
        <InstantApplyForm kind={kind} alias={alias} slug={slug} card={details.data} />
      )}
    </div>
  );
}

function InstantApplyForm({
  kind,
  alias,
  slug,
  card,
}: {
  kind: InstantApplyKind;
  alias: string;
  slug: string;
  card: Card;
}) {
  const navigate = useNavigate();
  const formId = useId();
  const key = formKey(alias, slug);
  const step: StepDef = useMemo(() => instantApplyForm(kind), [kind]);
  const kept = filledForm(key);
  const [values, setValues] = useState<FormValues>(
    () => kept?.typed ?? initialValues(step, {}, {}),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [statuses, setStatuses] = useState<Record<string, FieldStatus>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(
    () => kept?.serverErrors ?? {},
  );
  const [attempted, setAttempted] = useState(Object.keys(serverErrors).length > 0);
  const summary = useRef<HTMLDivElement>(null);

  const check = checkForm(step, values, {}, {}, statuses, new Date());
  const errorCount = check.visible.filter(
    (f) => serverErrors[f.name] ?? check.errors[f.name],
  ).length;

  useEffect(() => {
    if (kept?.serverMessage) summary.current?.focus();
  }, [kept?.serverMessage]);

  const onChange = (name: string, value: AnswerValue) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    const field = step.fields.find((f) => formKeys(f).includes(name));
    if (field && serverErrors[field.name]) {
      setServerErrors(({ [field.name]: _dropped, ...rest }) => rest);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (check.pending) return;
    if (errorCount > 0) {
      setAttempted(true);
      // The summary says how many; the first wrong field takes the focus.
      const first = check.visible.find((f) => serverErrors[f.name] ?? check.errors[f.name]);
      const input = first
        ? (document.getElementById(`${formId}-${first.name}`) ??
          document.querySelector<HTMLElement>(`[name="${first.name}"]`))
        : null;
      (input ?? summary.current)?.focus();
      return;
    }
    keepForm(key, {
      typed: values,
      values: check.values,
      card: { id: card.id, name: card.name, issuer: issuerOf(card) },
      serverErrors: {},
      serverMessage: null,
    });
    navigate(`/credit-cards/${alias}/${slug}/instant-apply/review`);
  };

  return (
    <form className="ia__form" onSubmit={onSubmit} noValidate>
      <p className="ia__kicker">{issuerOf(card)}</p>
      <h1 className="ia__title">Apply for the {card.name}</h1>
      {step.info?.map((line) => (
        <p key={line} className="ia__info">
          {line}
        </p>
      ))}
      <div ref={summary} tabIndex={-1} className="ia__summary">
        {kept?.serverMessage && Object.keys(serverErrors).length > 0 ? (
          <p className="notice notice--error" role="alert">
            {kept.serverMessage}
          </p>
        ) : attempted && errorCount > 0 ? (
          <p className="notice notice--error" role="alert">
            Please correct {errorCount === 1 ? 'the field' : `the ${errorCount} fields`} marked
            below.
          </p>
        ) : null}
      </div>
      {check.visible.map((field) => {
        const shown =
          serverErrors[field.name] ??
          (touched[field.name] || attempted ? check.errors[field.name] : undefined);
        const base = `${formId}-${field.name}`;
        const filled = formKeys(field).some((k) => values[k] !== '' && values[k] !== false);
        return (
          <div key={field.name} className="ia__field">
            {SECTIONS[field.name] && <h2 className="ia__section">{SECTIONS[field.name]}</h2>}
            <Field
              field={field}
              values={values}
              ids={{
                input: base,
                label: `${base}-label`,
                error: `${base}-error`,
                hint: `${base}-hint`,
              }}
              error={shown}
              tone={
                shown
                  ? 'invalid'
                  : !check.errors[field.name] && filled && touched[field.name]
                    ? 'valid'
                    : 'idle'
              }
              disabled={false}
              onChange={onChange}
              onBlur={() => setTouched((t) => (t[field.name] ? t : { ...t, [field.name]: true }))}
              onStatus={(status) => {
                setStatuses((s) => ({ ...s, [field.name]: status }));
                if (status.error) setTouched((t) => ({ ...t, [field.name]: true }));
              }}
            />
          </div>
        );
      })}
      <button type="submit" className="button ia__submit" disabled={check.pending}>
        Review my application
      </button>
    </form>
  );
}
