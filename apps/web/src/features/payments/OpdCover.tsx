import type { OpdData } from '../../api/opdApi';
import { AppLink } from '../../app/AppLink';
import { FactList } from '../../lib/FactList';

/**
 * An issued Insta OPD policy's own part of insurance/congrates (display_data's `opd_data`,
 * decision 053): who is insured, the year's OPD limit, what it pays for, and the booking of a
 * consultation ("book appointment", spec 03 §2) — or the one already booked.
 */
export function OpdCover({ opd }: { opd: OpdData }) {
  const booked = opd.appointment;
  return (
    <section className="payment-status__view" aria-labelledby="opd-heading">
      <h3 id="opd-heading">Your outpatient cover</h3>
      <FactList
        className="payment-status__summary"
        facts={[
          { label: 'Insured', value: `${opd.insured_name} (${opd.insured_relation})` },
          { label: 'OPD limit for the year', value: opd.opd_limit },
        ]}
      />
      <ul>
        {opd.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      {booked && (
        <p>
          Appointment {booked.booking_id}: {booked.date} at {booked.time}, {booked.mode_label}, with{' '}
          {booked.doctor}.
        </p>
      )}
      {opd.appointment_link && (
        <p>
          <AppLink className="button" to={opd.appointment_link}>
            {booked ? 'Change your appointment' : 'Book an appointment'}
          </AppLink>
        </p>
      )}
    </section>
  );
}
