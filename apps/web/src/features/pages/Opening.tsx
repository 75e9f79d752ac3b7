import { PageLoading } from '../../app/PageLoading';
import { Redirect } from '../../app/Redirect';

/** What /page/init and /journey/init show for the moment before they redirect. */
export function Opening({ to }: { to: string }) {
  return (
    <>
      <h1 className="visually-hidden">Opening</h1>
      <PageLoading label="Opening…" />
      <Redirect to={to} />
    </>
  );
}
