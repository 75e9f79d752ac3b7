import { hospitalListError } from '@tara/core/insurance';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { type CashlessHospital, hospitalList } from '../../api/insuranceApi';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useSearch } from '../../app/router';
import { Alert } from '../../lib/Alert';
import { hospitalPlanOptions, hospitalQuery } from './hospitalQuery';
import './plans.css';

/**
 * /insurance/cashless-hospitals?pincode=…&plan=… (spec 03 §7 `/insurances/get_hospital_list`,
 * INS-GH-07, decision 052): the cashless hospitals of a group health plan's network near a
 * pincode, opened from the cover amount step. A failure shows the errors joined, else
 * 'something went wrong.'.
 */
export function CashlessHospitalsPage() {
  useDocumentTitle('Cashless hospitals');
  const query = new URLSearchParams(useSearch());
  const options = hospitalPlanOptions();
  const [pincode, setPincode] = useState(query.get('pincode') ?? '');
  const [plan, setPlan] = useState(
    options.find((o) => o.value === query.get('plan'))?.value ?? options[0]?.value ?? '',
  );
  const [found, setFound] = useState<{ hospitals: CashlessHospital[]; sample: boolean } | null>(
    null,
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const asked = hospitalQuery(pincode, plan);
    setFound(null);
    if (typeof asked === 'string') {
      setError(asked);
      return;
    }
    setError('');
    setBusy(true);
    try {
      setFound(await hospitalList(asked));
    } catch (cause) {
      setError(hospitalListError(cause instanceof ApiError ? cause.errors : undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="insurance-page">
      <h1>Cashless hospitals near you</h1>
      <p>Treatment at these hospitals is paid by the insurer directly, within your cover.</p>
      <form onSubmit={search} noValidate>
        <p>
          <label htmlFor="hospital-plan">COVER</label>
          <select id="hospital-plan" value={plan} onChange={(e) => setPlan(e.target.value)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="hospital-pincode">PINCODE</label>
          <input
            id="hospital-pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={pincode}
            aria-invalid={error !== ''}
            aria-describedby={error ? 'hospital-error' : undefined}
            onChange={(e) => setPincode(e.target.value.replace(/\D/g, ''))}
          />
        </p>
        <Alert id="hospital-error">{error}</Alert>
        <button className="button" type="submit" disabled={busy}>
          Show hospitals
        </button>
      </form>
      {found && (
        <section aria-label="Cashless hospitals">
          <h2>
            {found.sample && 'Sample data (sandbox): '}
            {found.hospitals.length} cashless hospitals near {pincode}
          </h2>
          {found.sample && (
            <p className="sample-note">
              Sample data (sandbox): no insurer's hospital list is connected yet, so these entries
              are not real hospitals.
            </p>
          )}
          <ul>
            {found.hospitals.map((h) => (
              <li key={h.id}>
                <strong>{h.name}</strong>
                <br />
                {h.address}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <AppLink to="/insurance/group-health-insurance">Back to group health insurance</AppLink>
      </p>
    </main>
  );
}
