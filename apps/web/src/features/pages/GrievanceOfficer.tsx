import { Value } from './ContentPage';
import { GRIEVANCE_OFFICER } from './legal';

/** The Grievance Officer's name, e-mail and address, as the privacy policy and terms list them. */
export function GrievanceOfficer() {
  return (
    <ul className="gp__plain">
      <li>
        <Value value={GRIEVANCE_OFFICER.name} />
      </li>
      <li>
        E-mail: <Value value={GRIEVANCE_OFFICER.email} />
      </li>
      <li>
        Address: <Value value={GRIEVANCE_OFFICER.address} />
      </li>
    </ul>
  );
}
