import type { ApiModule } from '../../http/apiModule.js';
import type { BookingDeps } from './deps.js';
import { bookingRoutes } from './routes.js';

/** Loan appointments: slots, bookings, the user's own (decision 057). */
export const bookingModule: ApiModule<BookingDeps> = {
  name: 'booking',
  routes: ({ db, auth, now }) => [bookingRoutes({ db, auth, now })],
};
