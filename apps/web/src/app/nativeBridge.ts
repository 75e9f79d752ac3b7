import { appFlags } from './appFlags';

// The native app's web view bridge (decision 008): react-native-webview injects
// `window.ReactNativeWebView.postMessage(string)`; the app reads each message as a string.
// Nothing else in the app posts to the native side: every message goes through here.

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

/** From this app version on, the app reads JSON messages; older ones take a plain route. */
export const JSON_MESSAGES_FROM_VERSION = 60;

const readsJson = (appVersion: number | null): boolean =>
  appVersion !== null && appVersion >= JSON_MESSAGES_FROM_VERSION;

/** A route for the app to open: `{"route":"/home"}` from version 60, the plain route below. */
export function bridgeMessage(route: string, appVersion: number | null): string {
  return readsJson(appVersion) ? JSON.stringify({ route }) : route;
}

/**
 * An event for the app (`{"event":"Loans_LeadCreated",...}`), or null below version 60: an
 * older app takes every message as a route to open, so it gets no events.
 */
export function bridgeEvent(
  event: string,
  data: Record<string, string | number | boolean | null>,
  appVersion: number | null,
): string | null {
  return readsJson(appVersion) ? JSON.stringify({ event, ...data }) : null;
}

/** Posts one message to the native app; false outside its web view (no bridge). */
export function postToNative(message: string): boolean {
  const bridge = typeof window === 'undefined' ? undefined : window.ReactNativeWebView;
  if (!bridge || typeof bridge.postMessage !== 'function') return false;
  try {
    bridge.postMessage(message);
    return true;
  } catch {
    return false;
  }
}

/** Asks the native app to open `route`, in the format its version reads. */
export function postRoute(route: string): boolean {
  return postToNative(bridgeMessage(route, appFlags().appVersion));
}

/** Tells the native app a journey's lead was created (its first save). */
export function postLeadCreated(lead: { lead_id: string; created_at: string }): boolean {
  const message = bridgeEvent(
    'Loans_LeadCreated',
    { lead_id: lead.lead_id, lead_created_at: lead.created_at },
    appFlags().appVersion,
  );
  return message !== null && postToNative(message);
}

/** Whether the page runs inside the native app's web view (a bridge was injected). */
export function hasNativeBridge(): boolean {
  return typeof window !== 'undefined' && !!window.ReactNativeWebView;
}
