import {
  CREDIT_HISTORY_FILTERS,
  FILTER_DEFAULTS,
  type OfferFilterValues,
  PROFESSION_FILTERS,
} from './offerFilters';
import { CREDIT_LEVEL_OPTIONS } from './offerForm';

interface Props {
  values: OfferFilterValues;
  lenders: { id: number; name: string }[];
  onChange: (v: OfferFilterValues) => void;
}

const AMOUNTS = [5_00_000, 10_00_000, 20_00_000, 40_00_000];
const AMOUNT_LABELS = ['₹5 lakh', '₹10 lakh', '₹20 lakh', '₹40 lakh'];
const PRE_CLOSURE = [0, 6, 12];

/** The offer filters of spec 02 §4.4; every change filters the list again. */
export function OfferFilterPanel({ values, lenders, onChange }: Props) {
  const set = <K extends keyof OfferFilterValues>(key: K, value: OfferFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const select = (
    key: 'amount' | 'preClosure' | 'creditLevel' | 'professionId' | 'creditHistory',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <div className="lo-form__field">
      <label htmlFor={`lf-${key}`}>{label}</label>
      <select
        id={`lf-${key}`}
        className="input"
        value={values[key]}
        onChange={(e) => set(key, e.target.value as never)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <details className="lo-filters">
      <summary>Filter offers</summary>
      {select('amount', 'Lends at least', [
        { value: '', label: 'Any amount' },
        ...AMOUNTS.map((a, i) => ({ value: String(a), label: AMOUNT_LABELS[i] ?? '' })),
      ])}
      {select('preClosure', 'Pre-closure allowed within', [
        { value: '', label: 'Any period' },
        ...PRE_CLOSURE.map((m) => ({
          value: String(m),
          label: m === 0 ? 'Any time' : `${m} months`,
        })),
      ])}
      {select('creditLevel', 'Credit score level', [
        { value: '', label: 'Any level' },
        ...CREDIT_LEVEL_OPTIONS,
      ])}
      {select('professionId', 'Profession', [
        { value: '', label: 'Any profession' },
        ...PROFESSION_FILTERS,
      ])}
      {select('creditHistory', 'Credit history', CREDIT_HISTORY_FILTERS)}
      <fieldset className="lo-filters__banks">
        <legend>Lenders</legend>
        {lenders.map((l) => (
          <label key={l.id} className="lo-filters__bank">
            <input
              type="checkbox"
              checked={values.bankIds.includes(l.id)}
              onChange={(e) =>
                set(
                  'bankIds',
                  e.target.checked
                    ? [...values.bankIds, l.id]
                    : values.bankIds.filter((id) => id !== l.id),
                )
              }
            />{' '}
            {l.name}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onChange(FILTER_DEFAULTS)}
      >
        Reset filters
      </button>
    </details>
  );
}
