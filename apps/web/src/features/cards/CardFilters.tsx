import { formatINR } from '@tara/core/format';
import type { CardListFilters } from '@tara/core/rules';
import { useId } from 'react';
import type { Choice, ChoiceFilter, FilterOptions, IdFilter } from './listState';

export type FilterGroup = 'cardTypes' | 'cardUsages' | 'categoryIds' | 'bankIds';

const LEGENDS: Record<FilterGroup, string> = {
  cardTypes: 'Card type',
  cardUsages: 'Usage',
  categoryIds: 'Categories',
  bankIds: 'Bank',
};

const OPTIONS_OF: Record<FilterGroup, keyof FilterOptions> = {
  cardTypes: 'cardTypes',
  cardUsages: 'usages',
  categoryIds: 'categories',
  bankIds: 'banks',
};

interface CardFiltersProps {
  filters: CardListFilters;
  options: FilterOptions;
  /** The slider's maximum (the highest joining fee + 1000 after a load). */
  feeCeiling: number;
  /** Which groups to show, in order (the fee slider always comes first). */
  groups: readonly FilterGroup[];
  /** What the slider compares: the list's joining fee, the offers' discounted fee. */
  feeLabel?: string;
  onFee: (value: number) => void;
  onToggle: (filter: ChoiceFilter, value: string) => void;
  onToggleId: (filter: IdFilter, value: number) => void;
  onReset: () => void;
  /** How many filters are on (Reset is disabled at 0). */
  active: number;
}

/** The filters of a card list: a joining-fee slider and checkbox groups, each a fieldset. */
export function CardFilters(props: CardFiltersProps) {
  const id = useId();
  const { filters, feeCeiling } = props;
  const fee = Math.min(filters.maxJoiningFee, feeCeiling);
  return (
    <div className="filters">
      <fieldset className="filters__group">
        <legend>{props.feeLabel ?? 'Joining fee'}</legend>
        <label className="filters__fee-label" htmlFor={`${id}-fee`}>
          Maximum joining fee
        </label>
        <input
          id={`${id}-fee`}
          className="filters__range"
          type="range"
          min={0}
          max={feeCeiling}
          step={100}
          value={fee}
          aria-valuetext={`Up to ${formatINR(fee)}`}
          aria-describedby={`${id}-fee-out`}
          onChange={(e) => props.onFee(Number(e.target.value))}
        />
        <p id={`${id}-fee-out`} className="filters__fee">
          <output htmlFor={`${id}-fee`}>Up to {formatINR(fee)}</output>
          <span aria-hidden="true"> (₹0 to {formatINR(feeCeiling)})</span>
        </p>
      </fieldset>
      {props.groups.map((group) => {
        const choices = props.options[OPTIONS_OF[group]];
        if (choices.length === 0) return null;
        return (
          <fieldset key={group} className="filters__group">
            <legend>{LEGENDS[group]}</legend>
            <ul className="filters__choices">
              {group === 'cardTypes' || group === 'cardUsages'
                ? (choices as Choice<string>[]).map((c) => (
                    <ChoiceBox
                      key={c.value}
                      choice={c}
                      checked={filters[group].includes(c.value)}
                      onChange={() => props.onToggle(group, c.value)}
                    />
                  ))
                : (choices as Choice<number>[]).map((c) => (
                    <ChoiceBox
                      key={c.value}
                      choice={c}
                      checked={filters[group].includes(c.value)}
                      onChange={() => props.onToggleId(group, c.value)}
                    />
                  ))}
            </ul>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--secondary"
        onClick={props.onReset}
        disabled={props.active === 0}
      >
        Reset filters
      </button>
    </div>
  );
}

function ChoiceBox<V>({
  choice,
  checked,
  onChange,
}: {
  choice: Choice<V>;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <li>
      <label className="filters__choice">
        <input type="checkbox" checked={checked} onChange={onChange} />
        <span>{choice.label}</span>
        <span className="filters__count" aria-hidden="true">
          {choice.count}
        </span>
      </label>
    </li>
  );
}
