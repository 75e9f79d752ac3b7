import { describe, expect, it } from 'vitest';
import {
  formatDeviceContext,
  isAndroidWebView,
  NO_DEVICE_CONTEXT,
  parseDeviceContext,
} from './deviceContext.js';

describe('device context header', () => {
  it('reads back what it writes', () => {
    const context = { androidWebView: true, appVersion: 71, am: true, tm: false };
    expect(parseDeviceContext(formatDeviceContext(context))).toEqual(context);
    expect(parseDeviceContext(formatDeviceContext(NO_DEVICE_CONTEXT))).toEqual(NO_DEVICE_CONTEXT);
  });

  it('reads anything unknown or malformed as off', () => {
    expect(parseDeviceContext(undefined)).toEqual(NO_DEVICE_CONTEXT);
    expect(parseDeviceContext('am=yes&tm=2&androidWebView=true')).toEqual(NO_DEVICE_CONTEXT);
    expect(parseDeviceContext('appVersion=7a1').appVersion).toBeNull();
    expect(parseDeviceContext('appVersion=1234567').appVersion).toBeNull();
    expect(parseDeviceContext(`am=1&${'x'.repeat(300)}`)).toEqual(NO_DEVICE_CONTEXT);
    expect(parseDeviceContext('am=1&isAdmin=1')).toEqual({ ...NO_DEVICE_CONTEXT, am: true });
  });

  it('knows an Android web view by its user agent', () => {
    const webView =
      'Mozilla/5.0 (Linux; Android 13; SM-A515F Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
    const chrome =
      'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    expect(isAndroidWebView(webView)).toBe(true);
    expect(isAndroidWebView(chrome)).toBe(false);
    expect(isAndroidWebView('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(false);
  });
});
