import { MEMBER_BENEFITS } from '@tara/core';

/** Why coins moved, in words (the ledger's reasons). */
const REASONS: Record<string, string> = { membership: 'Membership plan bought' };

/** A ledger reason in words: a benefit's debit (`benefit:{id}`, decision 046) by its title. */
export function reasonText(reason: string): string {
  const benefitId = /^benefit:(\d+)$/.exec(reason)?.[1];
  if (benefitId) {
    const title = MEMBER_BENEFITS.find((b) => b.id === Number(benefitId))?.title;
    return `Redeemed: ${title ?? 'a member benefit'}`;
  }
  return REASONS[reason] ?? reason;
}
