import type { JourneyEntry } from '@tara/core/journeyList';

/** Which application this is: the issuer's logo (loaded by URL) and the product's name. */
export function JourneyHeader({ entry }: { entry: Pick<JourneyEntry, 'title' | 'logo'> }) {
  return (
    <p className="journey-head">
      {entry.logo && <img src={entry.logo} alt="" width={24} height={24} />}
      <span className="journey-head__title">{entry.title}</span>
    </p>
  );
}
