import { DEVICE_CONTEXT_HEADER, formatDeviceContext, isAndroidWebView } from '@tara/core/engine';

// The device and app flags journeys branch on reach the server in one header on every call
// (core's deviceContext, decision 019), never in the answers. The shell sets the value once
// per page load (app/boot.ts): the api layer stays below the shell and never reads its flags.

/** The landing flags that travel (the shell's AppFlags fit). */
export interface DeviceFlags {
  am: boolean;
  tm: boolean;
  appVersion: number | null;
}

/** The header's value for this browser and these flags (`am=1&tm=0&androidWebView=1&…`). */
export function deviceContextValue(userAgent: string, flags: DeviceFlags): string {
  return formatDeviceContext({
    androidWebView: isAndroidWebView(userAgent),
    appVersion: flags.appVersion,
    am: flags.am,
    tm: flags.tm,
  });
}

let headers: Record<string, string> = {};

/** Sets the value every later call carries; null sends none (as before boot, in unit tests). */
export function setDeviceContext(value: string | null): void {
  headers = value === null ? {} : { [DEVICE_CONTEXT_HEADER]: value };
}

/** The header to add to a call to the API (one object, built once, never mutated). */
export function deviceContextHeaders(): Readonly<Record<string, string>> {
  return headers;
}
