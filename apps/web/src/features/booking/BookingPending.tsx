import type { BookingData } from './useBookingData';

/** A booking page before its offer is ready: its title, and the load's failure or Loading…. */
export function BookingPending({ title, data }: { title: string; data: BookingData }) {
  return (
    <div className="bk">
      <h1 className="bk__title">{title}</h1>
      {data.status === 'error' ? (
        <p role="alert" className="notice notice--error">
          {data.message}
        </p>
      ) : (
        <p role="status">Loading…</p>
      )}
    </div>
  );
}
