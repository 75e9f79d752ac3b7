// The device and app flags journeys branch on (spec 02 §4.1: okyc in the Android web view;
// spec 03 §2: am, tm, appVersion). They reach the server in one request header, never in the
// answers, and enter the journey context there (decision 019).

/** The header the web client sends with every lead save and OTP request. */
export const DEVICE_CONTEXT_HEADER = 'x-journey-context';

export interface DeviceContext {
  /** Running inside the native app's Android web view. */
  androidWebView: boolean;
  /** The native app's version (`appVersion` of the landing URL), or null. */
  appVersion: number | null;
  /** App mode (`am`). */
  am: boolean;
  /** The `tm` flag. */
  tm: boolean;
}

export const NO_DEVICE_CONTEXT: DeviceContext = {
  androidWebView: false,
  appVersion: null,
  am: false,
  tm: false,
};

/** The header's value: a short query string (`am=1&tm=0&androidWebView=1&appVersion=71`). */
export function formatDeviceContext(context: DeviceContext): string {
  const parts = [
    `am=${+context.am}`,
    `tm=${+context.tm}`,
    `androidWebView=${+context.androidWebView}`,
  ];
  if (context.appVersion !== null) parts.push(`appVersion=${context.appVersion}`);
  return parts.join('&');
}

/**
 * The flags of a header value. Anything unknown or malformed reads as "off": the flags only
 * choose between paths the journey offers anyway, so a client cannot gain by lying, and a bad
 * header must not refuse a save.
 */
export function parseDeviceContext(raw: string | null | undefined): DeviceContext {
  if (!raw || raw.length > 200) return NO_DEVICE_CONTEXT;
  const query = new Map(
    raw.split('&').map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const flag = (key: string) => query.get(key) === '1';
  const version = query.get('appVersion') ?? null;
  return {
    androidWebView: flag('androidWebView'),
    appVersion: version !== null && /^\d{1,6}$/.test(version) ? Number(version) : null,
    am: flag('am'),
    tm: flag('tm'),
  };
}

/** An Android web view says so in its user agent (`; wv)`), as Chrome's documentation gives. */
export function isAndroidWebView(userAgent: string): boolean {
  return /Android/.test(userAgent) && /; wv\)/.test(userAgent);
}
