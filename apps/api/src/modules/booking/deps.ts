import type { Db } from '../../db/types.js';
import type { AuthDeps } from '../auth/deps.js';

export interface BookingDeps {
  db: Db;
  auth: AuthDeps;
  now: () => Date;
}
