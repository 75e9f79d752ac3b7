import { uuid } from 'drizzle-orm/pg-core';
import { users } from './identitySchema.js';

/**
 * `user_id` of a row that belongs to its user: required, and deleted with the user (the
 * user's own records: purchases, policies, bookings, reports, …).
 */
export function belongsToUser() {
  return uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
