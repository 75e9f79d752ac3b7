import { Redirect } from '../../app/Redirect';
import { useSearch } from '../../app/router';

/** /profile opens my-home (the query, e.g. app-mode flags, is kept). */
export function ProfileIndex() {
  return <Redirect to={`/profile/my-home${useSearch()}`} />;
}
