import type { LoanOfferQuery } from '@tara/core/rules/loans';
import { useState } from 'react';
import {
  CREDIT_LEVEL_OPTIONS,
  EMPLOYMENT_OPTIONS,
  type OfferFormValues,
  readOfferForm,
} from './offerForm';

interface Props {
  initial: OfferFormValues;
  year: number;
  onQuery: (q: LoanOfferQuery) => void;
}

const TEXT_FIELDS: { name: keyof OfferFormValues; label: string; hint?: string }[] = [
  { name: 'amount', label: 'Loan amount (₹)', hint: '₹50,000 to ₹25,00,000' },
  { name: 'tenure', label: 'Tenure (months)', hint: '12 to 60 months' },
  { name: 'income', label: 'Monthly income (₹)' },
  { name: 'city', label: 'City' },
  { name: 'birthYear', label: 'Year of birth' },
  { name: 'existingEmi', label: 'EMIs you pay now (₹ a month)', hint: '0 if none' },
];

/** The offers page's short form: eight answers, no name, mobile or PAN (decision 050). */
export function OfferForm({ initial, year, onQuery }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof OfferFormValues, string>>>({});
  const set = (name: keyof OfferFormValues, value: string) =>
    setValues((v) => ({ ...v, [name]: value }));
  const field = (name: keyof OfferFormValues) => ({
    id: `lo-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `lo-${name}-error` : undefined,
  });
  const error = (name: keyof OfferFormValues) =>
    errors[name] ? (
      <p className="lo-form__error" id={`lo-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  return (
    <form
      className="lo-form"
      noValidate
      aria-label="Your details"
      onSubmit={(e) => {
        e.preventDefault();
        const read = readOfferForm(values, year);
        if ('errors' in read) setErrors(read.errors);
        else {
          setErrors({});
          onQuery(read.query);
        }
      }}
    >
      {TEXT_FIELDS.map(({ name, label, hint }) => (
        <div className="lo-form__field" key={name}>
          <label htmlFor={`lo-${name}`}>{label}</label>
          {hint && <span className="lo-form__hint">{hint}</span>}
          <input
            className="input"
            inputMode={name === 'city' ? 'text' : 'numeric'}
            autoComplete="off"
            {...field(name)}
            onChange={(e) => set(name, e.target.value)}
          />
          {error(name)}
        </div>
      ))}
      <div className="lo-form__field">
        <label htmlFor="lo-employment">Employment type</label>
        <select
          className="input"
          {...field('employment')}
          onChange={(e) => set('employment', e.target.value)}
        >
          <option value="">Choose</option>
          {EMPLOYMENT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error('employment')}
      </div>
      <div className="lo-form__field">
        <label htmlFor="lo-creditLevel">Credit score level</label>
        <select
          className="input"
          {...field('creditLevel')}
          onChange={(e) => set('creditLevel', e.target.value)}
        >
          <option value="">Choose</option>
          {CREDIT_LEVEL_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error('creditLevel')}
      </div>
      <button className="button" type="submit">
        See offers
      </button>
    </form>
  );
}
