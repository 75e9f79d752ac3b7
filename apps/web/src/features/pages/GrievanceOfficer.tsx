import type { Company } from '../../api/companyApi';
import { Value } from './ContentPage';

/** The Grievance Officer's name and contact, as the privacy policy and terms list them. */
export function GrievanceOfficer({ company }: { company: Company | null }) {
  const officer = company?.grievanceOfficer;
  return (
    <ul className="gp__plain">
      <li>
        <Value value={officer?.name} />
      </li>
      <li>E-mail: {officer ? <a href={`mailto:${officer.email}`}>{officer.email}</a> : '…'}</li>
      <li>
        Phone: <Value value={officer?.phone} />
      </li>
      <li>
        Address: <Value value={officer?.address} />
      </li>
    </ul>
  );
}
