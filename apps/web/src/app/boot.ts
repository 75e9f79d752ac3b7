import { deviceContextValue, setDeviceContext } from '../api/deviceContext';
import { captureUtm } from '../lib/utm';
import { initAppFlags } from './appFlags';
import { checkSession } from './session';

/** Once per page load, before the first render: the landing URL's flags and tags, the device
 * context header every call carries, and the session check (POST /api/user/login, no body). */
export function boot(): void {
  const search = window.location.search;
  const flags = initAppFlags(search);
  setDeviceContext(deviceContextValue(navigator.userAgent, flags));
  captureUtm(search);
  void checkSession();
}
