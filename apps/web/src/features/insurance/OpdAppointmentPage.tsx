import { insuranceStoreError } from '@tara/core/insurance';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { bookOpdAppointment, type OpdAppointment, type OpdSlot, opdSlots } from '../../api/opdApi';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLoading } from '../../app/PageLoading';
import { useSearch } from '../../app/router';
import { Alert } from '../../lib/Alert';
import { FactList } from '../../lib/FactList';
import { useLoad } from '../../lib/useLoad';
import './opd.css';

/** The OPD store's error rule (INS-OPD-06): the first of `errors`, else 'something went wrong'. */
const storeError = (cause: unknown): string =>
  insuranceStoreError(cause instanceof ApiError ? cause.errors : undefined);

/** The slots by day, in order. */
function byDay(slots: readonly OpdSlot[]): [string, OpdSlot[]][] {
  const days = new Map<string, OpdSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()];
}

function Booked({ appointment, title }: { appointment: OpdAppointment; title: string }) {
  return (
    <section className="opd-page__booked" aria-labelledby="opd-booked-heading">
      <h2 id="opd-booked-heading">{title}</h2>
      <FactList
        className="opd-page__summary"
        facts={[
          { label: 'Booking id', value: appointment.booking_id },
          { label: 'Date', value: appointment.date },
          { label: 'Time', value: `${appointment.time} (India time)` },
          { label: 'Consultation', value: appointment.mode_label },
          { label: 'Doctor', value: appointment.doctor },
        ]}
      />
    </section>
  );
}

/**
 * /insurance/opd/appointment?policy={id} (decision 053): after an Insta OPD policy is issued,
 * its insured books a consultation — by call or at a network clinic — in one of the next
 * days' slots; the confirmation shows the booking. The session's own issued policy only.
 */
export function OpdAppointmentPage() {
  useDocumentTitle('Book an appointment');
  const policyId = new URLSearchParams(useSearch()).get('policy') ?? '';
  const load = useLoad(() => opdSlots(policyId), [policyId]);
  const data = load.status === 'ready' ? load.data : load.status === 'error' ? null : undefined;
  const [bookError, setError] = useState('');
  const error = bookError || (load.status === 'error' ? storeError(load.error) : '');
  const [mode, setMode] = useState<'tele' | 'clinic'>('tele');
  const [slotId, setSlotId] = useState('');
  const [booked, setBooked] = useState<OpdAppointment | null>(null);
  const [busy, setBusy] = useState(false);

  const book = async () => {
    setError('');
    setBusy(true);
    try {
      setBooked(await bookOpdAppointment({ policy_id: policyId, slot_id: slotId, mode }));
    } catch (cause) {
      setError(storeError(cause));
    } finally {
      setBusy(false);
    }
  };

  if (data === undefined) return <PageLoading />;
  return (
    <main className="opd-page">
      <h1>Book a doctor’s appointment</h1>
      <Alert className="opd-page__error">{error}</Alert>
      {booked && <Booked appointment={booked} title="Your appointment is booked" />}
      {!booked && data && (
        <>
          {data.appointment && (
            <Booked appointment={data.appointment} title="Your current appointment" />
          )}
          <fieldset className="opd-page__choices">
            <legend>How do you want to consult?</legend>
            {data.modes.map((m) => (
              <label key={m.value}>
                <input
                  type="radio"
                  name="opd-mode"
                  value={m.value}
                  checked={mode === m.value}
                  onChange={() => setMode(m.value)}
                />
                {m.label}
              </label>
            ))}
          </fieldset>
          {byDay(data.slots).map(([day, slots]) => (
            <fieldset key={day} className="opd-page__choices opd-page__slots">
              <legend>{day}</legend>
              {slots.map((s) => (
                <label key={s.id}>
                  <input
                    type="radio"
                    name="opd-slot"
                    value={s.id}
                    disabled={!s.available}
                    checked={slotId === s.id}
                    onChange={() => setSlotId(s.id)}
                  />
                  {s.available ? s.time : `${s.time} (taken)`}
                </label>
              ))}
            </fieldset>
          ))}
          <p className="opd-page__note">Times are India time.</p>
          <button
            className="button"
            type="button"
            disabled={busy || slotId === ''}
            onClick={() => void book()}
          >
            Book appointment
          </button>
        </>
      )}
      <p>
        <AppLink to="/insurance/congrates">Back to your policy</AppLink>
      </p>
    </main>
  );
}
