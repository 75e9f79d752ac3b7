import { readSession, writeSession } from '../../lib/sessionKeys';

// The card a visitor picked before a journey (a typeform landing): the offers page shows it
// first. sessionStorage `providerCardApplied` (a spec key) holds the card's id, nothing
// personal.

export const CHOSEN_CARD_KEY = 'providerCardApplied';

export function chooseCard(cardId: number): void {
  writeSession(CHOSEN_CARD_KEY, String(cardId));
}

export function chosenCardId(): number | null {
  const raw = readSession(CHOSEN_CARD_KEY);
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}
