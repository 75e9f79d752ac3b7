import { OFFER_SORT_LABELS, OFFER_SORTS, type OfferSort } from '@tara/core/rules';

/** The offers' sort: best fit (default), lowest fees, most rewards; radios, one tap each. */
export function OfferSortControl({
  value,
  onChange,
}: {
  value: OfferSort;
  onChange: (value: OfferSort) => void;
}) {
  return (
    <fieldset className="offers__sort">
      <legend>Sort by</legend>
      {OFFER_SORTS.map((sort) => (
        <label key={sort} className="offers__sort-option">
          <input
            type="radio"
            name="offer-sort"
            value={sort}
            checked={value === sort}
            onChange={() => onChange(sort)}
          />
          {OFFER_SORT_LABELS[sort]}
        </label>
      ))}
    </fieldset>
  );
}
