import type { CoverJourney } from './insuranceCover.js';

/**
 * What a cover sold by one journey says about itself: its kind, id, slug and name, and the
 * journey, of the same slug and named as the cover.
 */
export function ownJourneyCover<K extends 'single' | 'combo', I extends string>(
  kind: K,
  id: I,
  slug: string,
  name: string,
): { kind: K; id: I; slug: string; name: string; journeys: CoverJourney[] } {
  return { kind, id, slug, name, journeys: [{ slug, title: name }] };
}
