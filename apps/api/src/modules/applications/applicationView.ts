import type { UserApplicationView } from '@tara/core';
import type { CardCatalog } from '../cards/catalog.js';
import type { ApplicationRow } from './data.js';

const STATUS_TEXT: Record<number, string> = {
  1: 'Approved',
  2: 'In process',
  3: 'Not approved',
};

/** An answered application as the profile shows it: the card, reference, status and dates. */
export async function applicationView(
  catalog: CardCatalog,
  row: ApplicationRow,
): Promise<UserApplicationView> {
  const card = (await catalog.get()).byId.get(row.cardId)?.view;
  return {
    id: row.id,
    card_id: row.cardId,
    card_name: card?.name ?? `Card ${row.cardId}`,
    issuer: card?.issuer_bank_name ?? '',
    reference_id: row.referenceId,
    status: row.status ?? 0,
    status_text: STATUS_TEXT[row.status ?? 0] ?? 'Sent',
    applied_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
