import type { ReactNode } from 'react';
import { Fragment } from 'react';

/** One labelled value of a fact list. */
export interface Fact {
  label: string;
  value: ReactNode;
  /** Tells a row apart when labels repeat (defaults to the label). */
  key?: string;
  /** The value is updated in place, so it is announced (role="status"). */
  status?: boolean;
}

/** A falsy entry is left out: a fact that applies only sometimes. */
export type FactRows = readonly (Fact | false | '' | null | undefined)[];

/**
 * Labelled values as one description list. `grouped` wraps each dt/dd pair in a div (the
 * layouts that place pairs in a grid); otherwise the pairs are the list's own children.
 */
export function FactList({
  className,
  facts,
  grouped = true,
}: {
  className: string;
  facts: FactRows;
  grouped?: boolean;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => {
        if (!fact) return null;
        const pair = (
          <>
            <dt>{fact.label}</dt>
            <dd role={fact.status ? 'status' : undefined}>{fact.value}</dd>
          </>
        );
        const key = fact.key ?? fact.label;
        return grouped ? <div key={key}>{pair}</div> : <Fragment key={key}>{pair}</Fragment>;
      })}
    </dl>
  );
}

/** A named summary row (an answer of a form) as a fact, told apart by its name. */
export const rowFact = (row: { name: string; label: string; value: ReactNode }): Fact => ({
  key: row.name,
  label: row.label,
  value: row.value,
});
