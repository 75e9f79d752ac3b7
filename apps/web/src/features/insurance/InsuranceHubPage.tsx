import { OBJECT_TYPES } from '@tara/core/catalog';
import { productsAt } from '@tara/core/productList';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useSearch } from '../../app/router';
import { InsuranceEntryPage } from './InsuranceEntryPage';

/** Whether an /insurance link names a cover (spec 03 §2): then it opens that cover's journey. */
export const namesCover = (search: string): boolean => {
  const query = new URLSearchParams(search);
  return query.has('prettyName') || query.has('instrumentId');
};

/**
 * /insurance: the insurance tab's hub (issue 21), every cover sold, each opening its journey,
 * from the product catalogue. A link that names a cover (/insurance?prettyName=…) opens it as
 * the entry page does.
 */
export function InsuranceHubPage() {
  const search = useSearch();
  if (namesCover(search)) return <InsuranceEntryPage />;
  return <InsuranceHub />;
}

function InsuranceHub() {
  useDocumentTitle('Insurance');
  const covers = productsAt('hub', 'insurance');
  const combo = (objectType: number | undefined) => objectType === OBJECT_TYPES.insuranceCombo;
  const groups = [
    {
      id: 'ins-covers',
      heading: 'Covers',
      items: covers.filter((c) => !combo(c.sells?.objectType)),
    },
    {
      id: 'ins-combos',
      heading: 'Combos',
      items: covers.filter((c) => combo(c.sells?.objectType)),
    },
  ].filter((group) => group.items.length > 0);
  return (
    <main className="insurance-page">
      <h1>Insurance</h1>
      <p>
        Choose a cover to see its plans and premiums. You apply online, pay the premium and the
        insurer issues your policy.
      </p>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>{group.heading}</h2>
          <ul>
            {group.items.map((cover) => (
              <li key={cover.id}>
                <AppLink to={cover.entry}>{cover.name}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
