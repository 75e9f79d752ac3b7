import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgeEvent, bridgeMessage, postToNative } from './nativeBridge';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bridgeMessage', () => {
  it.each([
    ['/home', null, '/home'],
    ['/home', 0, '/home'],
    ['/home', 59, '/home'],
    ['/home', 60, '{"route":"/home"}'],
    ['/home?selectedIndex=6', 71, '{"route":"/home?selectedIndex=6"}'],
    ['/credit-report', 120, '{"route":"/credit-report"}'],
  ] as const)('%s on version %s → %s', (route, version, message) => {
    expect(bridgeMessage(route, version)).toBe(message);
  });
});

describe('bridgeEvent', () => {
  const data = { lead_id: 'L-1', lead_created_at: '2025-01-01T00:00:00.000Z' };
  it.each([
    [null, null],
    [59, null],
    [
      60,
      '{"event":"Loans_LeadCreated","lead_id":"L-1","lead_created_at":"2025-01-01T00:00:00.000Z"}',
    ],
  ] as const)('version %s → %s', (version, message) => {
    expect(bridgeEvent('Loans_LeadCreated', data, version)).toBe(message);
  });
});

describe('postToNative', () => {
  it('posts to window.ReactNativeWebView when the app injected it', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('window', { ReactNativeWebView: { postMessage } });
    expect(postToNative('/home')).toBe(true);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith('/home');
  });

  it('does nothing outside the web view, or when the bridge throws', () => {
    vi.stubGlobal('window', {});
    expect(postToNative('/home')).toBe(false);
    vi.stubGlobal('window', {
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error('gone');
        },
      },
    });
    expect(postToNative('/home')).toBe(false);
  });
});
