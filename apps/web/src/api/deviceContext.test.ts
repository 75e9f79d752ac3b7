import { afterEach, describe, expect, it } from 'vitest';
import { deviceContextHeaders, deviceContextValue, setDeviceContext } from './deviceContext';

const WEB_VIEW =
  'Mozilla/5.0 (Linux; Android 13; SM-A515F Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
const CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

afterEach(() => setDeviceContext(null));

describe('deviceContextValue', () => {
  it('says app mode, theme, the Android web view and the app version', () => {
    expect(deviceContextValue(WEB_VIEW, { am: true, tm: true, appVersion: 71 })).toBe(
      'am=1&tm=1&androidWebView=1&appVersion=71',
    );
  });

  it('leaves the version out when unknown, and a phone browser is no web view', () => {
    expect(deviceContextValue(CHROME, { am: false, tm: false, appVersion: null })).toBe(
      'am=0&tm=0&androidWebView=0',
    );
    expect(deviceContextValue('', { am: true, tm: false, appVersion: 5 })).toBe(
      'am=1&tm=0&androidWebView=0&appVersion=5',
    );
  });
});

describe('deviceContextHeaders', () => {
  it('are none until set, then the one header, and none again when cleared', () => {
    expect(deviceContextHeaders()).toEqual({});
    setDeviceContext('am=1&tm=0&androidWebView=0');
    expect(deviceContextHeaders()).toEqual({ 'x-journey-context': 'am=1&tm=0&androidWebView=0' });
    setDeviceContext(null);
    expect(deviceContextHeaders()).toEqual({});
  });
});
