import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response (decision 017). The built app has no inline
 * script (Vite writes one module <script src>), the server's SEO head adds only tags, and React
 * sets `style` through the CSSOM, which style-src does not govern.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  // The favicon is a data: SVG.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // The OTP and journey pages must not be framed (clickjacking). A native web view loads the
  // URL itself; it is not a frame.
  'frame-ancestors': ["'none'"],
};

/**
 * What Razorpay's checkout needs (decision 039), added only in live payments mode: its script
 * from the CDN, its modal's frame, its calls and images. The sandbox's checkout is ours.
 */
export const RAZORPAY_CSP = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  'img-src': ['https://cdn.razorpay.com'],
};

/** The CSP's directives, with Razorpay's sources when its checkout is used. */
export function cspDirectives(razorpayCheckout: boolean): Record<string, string[]> {
  if (!razorpayCheckout) return CSP_DIRECTIVES;
  const merged: Record<string, string[]> = { ...CSP_DIRECTIVES };
  for (const [name, sources] of Object.entries(RAZORPAY_CSP)) {
    merged[name] = [...(merged[name] ?? ["'self'"]), ...sources];
  }
  return merged;
}

/**
 * Features a page may use: geolocation (a journey records the shop's location) and the camera
 * (document and photo capture) on our own origin only; everything else off for everybody.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

/**
 * Headers that only a document (a page, a frame, a worker) reads. A hashed script or
 * stylesheet is never a document, so they are left off it: about 800 bytes a response, five
 * scripts on a journey step's first load (decision 017). Kept on assets: nosniff and CORP
 * (a script must not be read as another type or by another site), the referrer policy (a
 * module script's own imports use it) and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** HSTS in production: a year, subdomains included (the site is HTTPS only there). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * Security headers on every response — pages, assets, JSON, errors, 404s — set when the
 * request arrives, so an early reply (a refused origin, a parse error) carries them too.
 * Register before any hook that may answer early.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; razorpayCheckout?: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...cspDirectives(options.razorpayCheckout ?? false),
        // Over plain http (development, tests) upgrading would break every asset.
        ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: options.production ? HSTS : false,
    // Razorpay's checkout opens popups (a bank's 3-D Secure page, a UPI app's) that must
    // keep their opener; without it, same-origin.
    crossOriginOpenerPolicy: {
      policy: options.razorpayCheckout ? 'same-origin-allow-popups' : 'same-origin',
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // require-corp would block cross-origin resources that send no CORP header (partner
    // images, later); nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
}
