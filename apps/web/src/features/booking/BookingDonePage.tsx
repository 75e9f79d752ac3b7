import { useEffect } from 'react';
import { getCurrentLead } from '../../api/leadsApi';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { throwToHome } from '../../app/navRules';
import { useNavigate, useParams, usePathname } from '../../app/router';
import { useLoad } from '../../lib/useLoad';
import { type BookingView, myBookings } from './bookingApi';
import { dateText } from './bookingQuery';
import './booking.css';

type Done =
  | { status: 'loading' }
  | { status: 'booked'; booking: BookingView }
  | { status: 'lenderCalls'; message: string }
  | { status: 'none' };

const LOADING: Done = { status: 'loading' };
const NONE: Done = { status: 'none' };

/**
 * booking-done(/:product) (02 §2.5, login required): the user's latest booking of the
 * product, with its reference (decision 077). Bare /booking-done is where the personal loan sends the two booking lenders'
 * applicants (decision 049): their lender calls them. With neither, home (01 §2's guard).
 */
export function BookingDonePage() {
  useDocumentTitle('Appointment booked');
  const { product = '' } = useParams<{ product?: string }>();
  const path = usePathname();
  const navigate = useNavigate();
  const load = useLoad(
    async (signal): Promise<Done> => {
      const bare = product === '';
      const [bookings, lead] = await Promise.all([
        myBookings(product, signal),
        bare ? getCurrentLead('personal-loan', signal) : Promise.resolve(null),
      ]);
      const [latest] = bookings;
      if (!bare && latest) return { status: 'booked', booking: latest };
      if (lead?.exit?.name === 'bookingDone' && lead.exit.message) {
        return { status: 'lenderCalls', message: lead.exit.message };
      }
      return latest ? { status: 'booked', booking: latest } : NONE;
    },
    [product],
  );
  const done = load.status === 'ready' ? load.data : load.status === 'error' ? NONE : LOADING;

  useEffect(() => {
    if (done.status !== 'none') return;
    const away = throwToHome(path, { booking: false, instantApplyForm: false });
    if (away) navigate(away, { replace: true });
  }, [done, path, navigate]);

  if (done.status === 'loading' || done.status === 'none') {
    return (
      <div className="bk">
        <p role="status">Loading…</p>
      </div>
    );
  }
  return (
    <div className="bk">
      {done.status === 'booked' ? (
        <>
          <h1 className="bk__title">Your appointment is booked</h1>
          <p>
            {done.booking.lender_name} will meet you on{' '}
            <strong>{dateText(done.booking.appointment_date)}</strong> between{' '}
            <strong>{done.booking.time.replace(' – ', ' and ')}</strong> (India time).
          </p>
          <p>
            Booking reference: <strong>{done.booking.reference}</strong>
          </p>
          <p>Please keep your PAN card, address proof and latest income proof ready.</p>
        </>
      ) : (
        <>
          <h1 className="bk__title">Thank you</h1>
          <p>{done.message}</p>
        </>
      )}
      <AppLink className="button" to="/">
        Go back to home
      </AppLink>
    </div>
  );
}
