import { BlockList, isIP } from 'node:net';

/**
 * Addresses no outbound call may go to, in any environment (decision 065): link-local, where
 * clouds serve instance metadata and credentials (169.254.169.254, AWS's IPv6 fd00:ec2::254),
 * and "this host" (0.0.0.0/8, ::), which reaches the server itself. No partner sandbox or test
 * needs them. IPv4-mapped IPv6 forms (::ffff:169.254.169.254) are caught too.
 */
const NEVER = new BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6');
NEVER.addAddress('::', 'ipv6');

/** Cloud metadata services by name (Google's; AWS's older names). */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** This machine: refused in production, where no partner or store runs beside the API. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Why an outbound URL (a partner's API, the SMS provider, the document store's endpoint) may
 * not be used, or null when it may. Everywhere: http(s) only, and never a link-local, metadata
 * or unspecified address. In production also: https only (the calls carry API keys and
 * personal data), and never this machine (localhost, 127.0.0.0/8, ::1). Private ranges
 * (10/8, 172.16/12, 192.168/16, fc00::/7) stay allowed: a bank's private link or an in-VPC
 * S3 endpoint is reached that way. A host name is judged as written, not resolved: a name
 * that resolves to a metadata address is the egress firewall's to stop. The message names the
 * URL's origin only (its path or query may hold a key).
 */
export function outboundUrlProblem(
  name: string,
  value: string,
  options: { production: boolean },
): string | null {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return `${name} must be an http(s) URL`;
  }
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  const family = isIP(host);
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if ((family !== 0 && NEVER.check(host, type)) || METADATA_NAMES.has(host)) {
    return `${name} points at ${url.origin}, a link-local, cloud metadata or unspecified address: outbound calls may not go there`;
  }
  if (!options.production) return null;
  if (url.protocol !== 'https:') {
    return `${name} must be https:// in production (got ${url.origin})`;
  }
  const loopback =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (family !== 0 && LOOPBACK.check(host, type));
  if (loopback) return `${name} points at this machine (${url.origin}), refused in production`;
  return null;
}

/**
 * Every outbound URL the environment configures, by the name it is given under: the SMS
 * provider's, each partner's `<PARTNER>_BASE_URL` (a partner added later is covered by its
 * name), and the `endpoint` of an s3:// DOCUMENT_STORE_URL.
 */
export function configuredOutboundUrls(
  env: Record<string, string | undefined>,
): { name: string; url: string }[] {
  const found: { name: string; url: string }[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value?.trim() || !OUTBOUND_NAME.test(name)) continue;
    found.push({ name, url: value.trim() });
  }
  const store = env.DOCUMENT_STORE_URL?.trim();
  const endpoint =
    store?.startsWith('s3://') && URL.canParse(store)
      ? new URL(store).searchParams.get('endpoint')
      : null;
  if (endpoint) found.push({ name: "DOCUMENT_STORE_URL's endpoint", url: endpoint });
  return found;
}

/** The environment names of outbound URLs: SMS_PROVIDER_URL and every `<PARTNER>_BASE_URL`. */
export const OUTBOUND_NAME = /^(SMS_PROVIDER_URL|[A-Z][A-Z0-9_]*_BASE_URL)$/;
