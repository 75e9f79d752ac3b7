import { captureUtm } from '../lib/utm';
import { initAppFlags } from './appFlags';
import { checkSession } from './session';

/** Once per page load, before the first render: the landing URL's flags and tags, and the
 * session check (POST /api/user/login without a body). */
export function boot(): void {
  const search = window.location.search;
  initAppFlags(search);
  captureUtm(search);
  void checkSession();
}
