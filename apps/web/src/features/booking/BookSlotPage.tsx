import {
  type BookingAddress,
  type BookingDay,
  BookingError,
  BookingPayloadSchema,
  bookingFieldErrors,
  bookingOfLoan,
} from '@tara/core/booking';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { useDocumentTitle } from '../../app/documentTitle';
import { useNavigate, useNavState, useSearch } from '../../app/router';
import { useSession } from '../../app/session';
import { Alert } from '../../lib/Alert';
import { BookingPending } from './BookingPending';
import { bookAppointment, fetchSlots } from './bookingApi';
import { bookingSearch, readBookingQuery } from './bookingQuery';
import { OfferSummary } from './OfferSummary';
import { useBookingData } from './useBookingData';
import './booking.css';

/**
 * apply/book-slot (02 §2.5): a day and a two-hour slot from GET /lead/slots (full ones shown,
 * not choosable), then the §3.4 payload built by core, checked by its schema and sent to
 * POST /pl/lead/add or POST /lead; a slot taken meanwhile is named and the list reloaded.
 */
export function BookSlotPage() {
  useDocumentTitle('Choose a slot');
  const search = useSearch();
  const q = readBookingQuery(search);
  const navigate = useNavigate();
  const address = useNavState().address as BookingAddress | undefined;
  const session = useSession();
  const data = useBookingData(search);
  const [days, setDays] = useState<BookingDay[] | null>(null);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);

  // The address is the previous page's: without it, back there.
  useEffect(() => {
    if (q && !address) navigate(`/apply/book-appointment?${bookingSearch(q)}`, { replace: true });
  }, [q, address, navigate]);

  const load = (keep = false) => {
    if (!q) return;
    fetchSlots(q).then(
      (list) => {
        setDays(list);
        if (!keep) setDate(list[0]?.date ?? '');
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : 'No slots'),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per page
  useEffect(() => load(), []);

  if (!q || !address || data.status !== 'ready' || !days) {
    return <BookingPending title="Choose a slot" data={data} />;
  }
  const day = days.find((d) => d.date === date);

  const book = async () => {
    setProblem('');
    if (slot === null || !day) {
      setProblem('Please choose a day and a time.');
      return;
    }
    let payload: ReturnType<typeof bookingOfLoan>;
    try {
      payload = bookingOfLoan({
        product: q.product,
        instrumentId: q.instrumentId,
        offer: data.offer,
        answers: data.answers,
        address,
        appointment: { date: day.date, slotId: slot },
        userId: session.user?.id ?? null,
      });
    } catch (error) {
      if (!(error instanceof BookingError)) throw error;
      setProblem(error.message);
      return;
    }
    const checked = BookingPayloadSchema.safeParse(payload);
    if (!checked.success) {
      setProblem(Object.values(bookingFieldErrors(checked.error)).join(', '));
      return;
    }
    setSending(true);
    try {
      const done = await bookAppointment(q, payload);
      navigate(`/${done.metadata.redirect}`, { replace: true });
    } catch (error) {
      setSending(false);
      setProblem(error instanceof Error ? error.message : 'We could not book this slot.');
      if (error instanceof ApiError && error.status === 409) {
        setSlot(null);
        load(true);
      }
    }
  };

  return (
    <div className="bk">
      <h1 className="bk__title">Choose a slot</h1>
      <OfferSummary offer={data.offer} />
      <fieldset className="bk__choice bk__days">
        <legend>Day</legend>
        {days.map((d) => (
          <label key={d.date}>
            <input
              type="radio"
              name="day"
              value={d.date}
              checked={d.date === date}
              onChange={() => {
                setDate(d.date);
                setSlot(null);
              }}
            />
            {d.label}
          </label>
        ))}
      </fieldset>
      {day && (
        <fieldset className="bk__choice bk__slots">
          <legend>Time (India)</legend>
          {day.slots.map((s) => (
            <label key={s.slot_id} className={s.available ? undefined : 'bk__full'}>
              <input
                type="radio"
                name="slot"
                value={s.slot_id}
                disabled={!s.available}
                checked={slot === s.slot_id}
                onChange={() => setSlot(s.slot_id)}
              />
              {s.time}
              {s.available ? '' : ' (full)'}
            </label>
          ))}
        </fieldset>
      )}
      <Alert className="notice notice--error">{problem}</Alert>
      <button type="button" className="button" disabled={sending} onClick={() => void book()}>
        Book the appointment
      </button>
    </div>
  );
}
