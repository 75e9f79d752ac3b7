import type { Suggestion } from '@tara/core/contract';
import type { KeyboardEvent } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { suggest } from '../../api/lookupsApi';
import { suggestionName } from '../form/answerText';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps } from './fieldProps';
import { createSuggester, moveActive } from './suggester';

/**
 * Autosuggest (ARIA combobox with a listbox): suggestions 300 ms after 2 typed characters,
 * arrows move, Enter picks, Escape closes. A pick stores the suggestion object; typing stores
 * text, which is an error on leaving when the field does not allow free text.
 */
export function AutosuggestField(props: FieldProps) {
  const { field, ids, onChange } = props;
  const source = field.suggest?.source ?? 'cities';
  const [text, setText] = useState(() => suggestionName(props.values[field.name]));
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${ids.input}-list`;

  const suggester = useMemo(
    () =>
      createSuggester(
        (q, signal) => suggest(source, q, signal),
        (results) => {
          setOptions(results);
          setActive(-1);
          setOpen(results.length > 0);
        },
      ),
    [source],
  );
  useEffect(() => () => suggester.cancel(), [suggester]);

  const pick = (option: Suggestion) => {
    suggester.cancel();
    setText(suggestionName(option));
    setOpen(false);
    setActive(-1);
    onChange(field.name, option);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open && options.length > 0) setOpen(true);
      setActive((i) => moveActive(i, options.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && open) {
      const option = options[active];
      if (option) {
        e.preventDefault();
        pick(option);
      }
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && options.length > 0;
  return (
    <FieldShell
      {...props}
      below={
        <p className="visually-hidden" aria-live="polite">
          {expanded ? `${options.length} suggestions available` : ''}
        </p>
      }
    >
      <div className="combo">
        <input
          {...controlProps(props)}
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={field.placeholder ?? 'Start typing to search'}
          value={text}
          onChange={(e) => {
            const next = e.target.value.slice(0, field.maxLength ?? 64);
            setText(next);
            onChange(field.name, next);
            suggester.input(next);
          }}
          onKeyDown={onKeyDown}
          // Coming back to a filled box offers its matches again (to change a pick).
          onFocus={() => suggester.input(text)}
          onBlur={() => {
            suggester.cancel();
            setOpen(false);
            props.onBlur();
          }}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={`${field.label} suggestions`}
          className="combo__list"
          hidden={!expanded}
        >
          {options.map((option, i) => (
            // Options are never focused (aria-activedescendant); the box handles the keys.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard picks via the combobox
            <div
              key={`${option.id}-${suggestionName(option)}`}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? 'combo__option combo__option--active' : 'combo__option'}
              // Keep the focus in the box so the pick happens before blur.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(option)}
            >
              {suggestionName(option)}
            </div>
          ))}
        </div>
      </div>
    </FieldShell>
  );
}
