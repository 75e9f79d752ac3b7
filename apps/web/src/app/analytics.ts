declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes an analytics event (Google Tag Manager's dataLayer). Never carries form values. */
export function pushEvent(event: string, data: Record<string, unknown> = {}): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...data });
}
