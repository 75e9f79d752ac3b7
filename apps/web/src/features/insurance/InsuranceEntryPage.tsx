import { INSURANCE_COVERS, parseInsuranceEntryQuery } from '@tara/core/insurance';
import { journeyList } from '@tara/core/journeyList';
import { useEffect, useState } from 'react';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLoading } from '../../app/PageLoading';
import { useNavigate, useSearch } from '../../app/router';
import { entryTarget } from './entryTarget';
import { openInsurance } from './openInsurance';

/**
 * /insurance and /insurance/step1?prettyName=…&instrumentId=…&plan=…&am=…&appVersion=…&tm=…
 * &partner_id=… (spec 03 §2, INS-COM): picks the product's journey and opens it, carrying
 * the plan when the link names one of the product's.
 */
export function InsuranceEntryPage() {
  useDocumentTitle('Insurance');
  const search = useSearch();
  const navigate = useNavigate();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const query = parseInsuranceEntryQuery(new URLSearchParams(search));
    const target = entryTarget(query, journeyList);
    if (!target) {
      setMissing(true);
      return;
    }
    let live = true;
    void openInsurance(target, query).then((path) => live && navigate(path, { replace: true }));
    return () => {
      live = false;
    };
  }, [search, navigate]);

  if (!missing) return <PageLoading label="Opening your insurance application..." />;
  return (
    <main className="insurance-page">
      <h1>We could not find this cover</h1>
      <p>The link names a cover we do not sell. These can be bought here today:</p>
      <ul aria-label="Covers sold online">
        {INSURANCE_COVERS.map((cover) => (
          <li key={cover.id}>
            <AppLink to={`/insurance/step1?prettyName=${cover.slug}`}>{cover.name}</AppLink>
          </li>
        ))}
      </ul>
    </main>
  );
}
