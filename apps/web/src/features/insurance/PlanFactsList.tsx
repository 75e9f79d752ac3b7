interface PlanFactsListProps {
  heading: string;
  items: readonly string[];
}

/** One list of a plan's facts (what it covers, what not, the waiting periods), if any. */
export function PlanFactsList({ heading, items }: PlanFactsListProps) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{heading}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
