import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../app/documentTitle';
import { useNavigate, useSearch } from '../../app/router';
import { type AddressValues, addressOfAnswers, readAddress } from './addressForm';
import { BookingPending } from './BookingPending';
import { bookingSearch, readBookingQuery } from './bookingQuery';
import { OfferSummary } from './OfferSummary';
import { useBookingData } from './useBookingData';
import './booking.css';

const FIELDS: { name: keyof AddressValues; label: string; permanent?: boolean }[] = [
  { name: 'address1', label: 'Current address' },
  { name: 'pincode', label: 'Pincode' },
  { name: 'permanentAddress1', label: 'Permanent address', permanent: true },
  { name: 'permanentPincode', label: 'Permanent address pincode', permanent: true },
];

/**
 * apply/book-appointment (02 §2.5, login required): the offer to book and where the lender's
 * agent meets the applicant, prefilled from the loan's answers and checked by the booking
 * payload's own schema (decision 057). The slot is the next page's.
 */
export function BookAppointmentPage() {
  useDocumentTitle('Book an appointment');
  const search = useSearch();
  const q = readBookingQuery(search);
  const navigate = useNavigate();
  const data = useBookingData(search);
  const [values, setValues] = useState<AddressValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (data.status === 'ready') setValues((v) => v ?? addressOfAnswers(data.answers));
  }, [data]);

  if (data.status !== 'ready' || !values || !q) {
    return <BookingPending title="Book an appointment" data={data} />;
  }
  const set = (name: keyof AddressValues, value: string) => setValues({ ...values, [name]: value });
  return (
    <div className="bk">
      <h1 className="bk__title">Book an appointment</h1>
      <OfferSummary offer={data.offer} />
      <form
        className="bk__form"
        noValidate
        aria-label="Where we meet you"
        onSubmit={(e) => {
          e.preventDefault();
          const read = readAddress(values);
          if ('errors' in read) {
            setErrors(read.errors);
            return;
          }
          navigate(`/apply/book-slot?${bookingSearch(q)}`, { state: { address: read.address } });
        }}
      >
        <fieldset className="bk__choice">
          <legend>Is your permanent address the same as your current address?</legend>
          {(['1', '0'] as const).map((v) => (
            <label key={v}>
              <input
                type="radio"
                name="same"
                value={v}
                checked={values.same === v}
                onChange={() => set('same', v)}
              />
              {v === '1' ? 'Yes' : 'No'}
            </label>
          ))}
        </fieldset>
        {FIELDS.filter((f) => !f.permanent || values.same === '0').map(({ name, label }) => (
          <div className="bk__field" key={name}>
            <label htmlFor={`bk-${name}`}>{label}</label>
            <input
              id={`bk-${name}`}
              name={name}
              inputMode={name.endsWith('incode') ? 'numeric' : undefined}
              value={values[name]}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `bk-${name}-error` : undefined}
              onChange={(e) => set(name, e.target.value)}
            />
            {errors[name] && (
              <p className="bk__error" id={`bk-${name}-error`}>
                {errors[name]}
              </p>
            )}
          </div>
        ))}
        <button type="submit" className="button">
          Choose a slot
        </button>
      </form>
    </div>
  );
}
