import type { LeadSaveBody } from '@tara/core/contract';
import type { AnswerValue, JourneyContext, JourneyDef, StepDef } from '@tara/core/engine';
import { isFilled, isStepOptional, skippedAnswers } from '@tara/core/engine';
import type { FormEvent } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { saveLead } from '../api/leadsApi';
import { debounce } from '../lib/debounce';
import { Field } from './fields/Field';
import { choice, type FieldTone } from './fields/fieldProps';
import { OtpContext } from './fields/otpContext';
import type { FieldStatus, FormValues } from './form/formState';
import {
  autoAdvances,
  checkForm,
  formKeys,
  initialValues,
  placeServerErrors,
} from './form/formState';
import { keepAadhaar } from './keepAadhaar';
import { createKeyRing } from './keyRing';
import { missingHint } from './missingHint';
import type { VerifiedMobiles } from './mobileVerified';
import { mobileBeingSaved, mobileVerified } from './mobileVerified';
import type { SaveOutcome } from './saveStep';
import { saveStep } from './saveStep';
import { TaraAvatar } from './TaraAvatar';

export const RADIO_ADVANCE_MS = 1000;

interface StepFormProps {
  def: JourneyDef;
  step: StepDef;
  answers: Record<string, AnswerValue>;
  /** The step was answered before (its saved values are shown to edit). */
  answered: boolean;
  leadId: string | null;
  /** The page's context flags (session roles); the form adds `mobileVerified`. */
  context: JourneyContext;
  /** The mobiles known to be verified (the lead's, the session user's). */
  verified: VerifiedMobiles;
  onOutcome: (outcome: SaveOutcome) => void;
}

/** The current step's fields, Tara's error bubble and Continue; saves through the API. */
export function StepForm({
  def,
  step,
  answers,
  answered,
  leadId,
  context: pageContext,
  verified,
  onOutcome,
}: StepFormProps) {
  const formId = useId();
  // The server refused the save for a missing OTP it was thought not to need: ask it after all.
  const [otpAsked, setOtpAsked] = useState(false);
  const stepContext = (form: FormValues): JourneyContext => ({
    ...pageContext,
    mobileVerified: !otpAsked && mobileVerified(mobileBeingSaved(step, form, answers), verified),
  });
  // The form starts from the saved answers, so they give the first mobile too.
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(step, answers, stepContext(answers)),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [statuses, setStatuses] = useState<Record<string, FieldStatus>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [bubble, setBubble] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [keys] = useState(createKeyRing);
  const mounted = useRef(true);

  // Per render: the flag follows the mobile as it is typed.
  const context = stepContext(values);
  const mobile = mobileBeingSaved(step, values, answers);
  const otpTarget = useMemo(
    () => ({ journey: def.prefix, leadId, mobile }),
    [def.prefix, leadId, mobile],
  );
  const check = checkForm(step, values, answers, context, statuses, new Date());
  const invalid = Object.keys(check.errors).length > 0;
  // "Pristine" (VAL-57) needs no rule of its own: an untouched step with a required field is
  // invalid, and a step of optional or prefilled fields must be submittable as it is.
  const blocked = invalid || saving || check.pending;
  // Why Continue is not ready: the fields still to fill in or fix, said beside it.
  const hint = saving ? '' : missingHint(check.visible.filter((f) => check.errors[f.name]));
  // An optional step (the METRO card) offers Skip: saved empty through the same save.
  const optional = useMemo(
    () => isStepOptional(step, answers, pageContext),
    [step, answers, pageContext],
  );

  const submit = async (skip = false) => {
    if (saving) return;
    if (!skip && (invalid || check.pending)) {
      setAttempted(true);
      // Straight to the first field to fill in or fix (its message now shows).
      const first = check.visible.find((f) => check.errors[f.name]);
      if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    setSaving(true);
    setBubble(null);
    const blank = skippedAnswers(step);
    const sent = skip
      ? checkForm(step, blank, answers, stepContext(blank), {}, new Date()).values
      : check.values;
    const body: LeadSaveBody = {
      ...sent,
      journey: def.prefix,
      step: step.id,
      productId: def.productId,
      providerId: def.providerId,
      instrumentId: def.instrumentId,
    };
    const outcome = await saveStep(body, leadId, keys, saveLead);
    if (outcome.kind === 'saved') keepAadhaar(step, sent, outcome.lead.lead_id);
    if (!mounted.current) return;
    setSaving(false);
    if (outcome.kind === 'rejected') {
      // Only an invalid (or missing) OTP asks for the OTP again; any failure shows the
      // server's own words (METRO-05).
      if (outcome.invalidOtp) setOtpAsked(true);
      const placed = placeServerErrors(step, outcome.fields);
      setServerErrors(placed.byField);
      setAttempted(true);
      setBubble(outcome.message);
    } else if (outcome.kind === 'failed') {
      if (outcome.fields) setServerErrors(placeServerErrors(step, outcome.fields).byField);
      setBubble(outcome.message);
    }
    onOutcome(outcome);
  };

  // The timer reads the latest render's submit.
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  const advance = useMemo(() => debounce(() => void latestSubmit.current(), RADIO_ADVANCE_MS), []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      advance.cancel();
    };
  }, [advance]);

  const fieldOf = (key: string) => step.fields.find((f) => formKeys(f).includes(key));

  const onChange = (key: string, value: AnswerValue) => {
    const field = fieldOf(key);
    setValues((prev) => ({ ...prev, [key]: value }));
    if (field && serverErrors[field.name]) {
      setServerErrors(({ [field.name]: _dropped, ...rest }) => rest);
    }
    if (field?.kind === 'radio') {
      const next = { ...values, [key]: value };
      const visible = checkForm(
        step,
        next,
        answers,
        stepContext(next),
        statuses,
        new Date(),
      ).visible;
      if (autoAdvances(step, visible)) advance();
    } else {
      advance.cancel();
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    advance.cancel();
    void submit();
  };

  return (
    <form className="step-form" id={formId} onSubmit={onSubmit} noValidate aria-busy={saving}>
      <OtpContext.Provider value={otpTarget}>
        {check.visible.map((field) => {
          const shown =
            serverErrors[field.name] ??
            ((touched[field.name] && !choice(field)) || attempted
              ? check.errors[field.name]
              : undefined);
          const base = `${formId}-${field.name}`;
          return (
            <Field
              key={field.name}
              field={field}
              values={values}
              ids={{
                input: base,
                label: `${base}-label`,
                error: `${base}-error`,
                hint: `${base}-hint`,
              }}
              error={shown}
              tone={toneOf(shown, check.errors[field.name], field, values, touched, answered)}
              disabled={false}
              onChange={onChange}
              onBlur={() => setTouched((t) => (t[field.name] ? t : { ...t, [field.name]: true }))}
              onStatus={(status) => {
                setStatuses((s) => ({ ...s, [field.name]: status }));
                if (status.error) setTouched((t) => ({ ...t, [field.name]: true }));
              }}
            />
          );
        })}
      </OtpContext.Provider>
      {bubble && (
        <div className="tara tara--error">
          <TaraAvatar />
          <p className="bubble bubble--error" role="alert">
            {bubble}
          </p>
        </div>
      )}
      <p id={`${formId}-hint`} className="step-form__hint" aria-live="polite">
        {hint}
      </p>
      {/* aria-disabled, not disabled: it stays focusable, says why (the hint), and a press
          shows every message and goes to the first field to fix. */}
      <button
        type="submit"
        className="button step-form__submit"
        aria-disabled={blocked}
        aria-describedby={hint ? `${formId}-hint` : undefined}
      >
        {saving ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        Continue
      </button>
      {optional && (
        <button
          type="button"
          className="button button--secondary step-form__submit"
          aria-disabled={saving}
          onClick={() => {
            advance.cancel();
            void submit(true);
          }}
        >
          Skip
        </button>
      )}
    </form>
  );
}

function toneOf(
  shown: string | undefined,
  current: string | undefined,
  field: StepDef['fields'][number],
  values: FormValues,
  touched: Record<string, boolean>,
  answered: boolean,
): FieldTone {
  if (shown) return 'invalid';
  if (current) return 'idle';
  const filled = formKeys(field).some((key) => isFilled(values[key]) && values[key] !== false);
  return filled && (touched[field.name] || answered) ? 'valid' : 'idle';
}
