import { isIP } from 'node:net';

/** proxy-addr's named ranges, which Fastify's trustProxy takes besides addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const ADDRESSES_HINT =
  "give the reverse proxy's own addresses instead, e.g. TRUST_PROXY=10.0.0.5, " +
  'TRUST_PROXY=10.0.0.0/24,192.168.1.7 or, for a proxy on this machine, TRUST_PROXY=loopback';

/**
 * TRUST_PROXY as Fastify's `trustProxy` (decision 065): unset, empty or `false` trusts no
 * proxy; otherwise a comma-separated list of the proxies' addresses, CIDR ranges or
 * proxy-addr's names (loopback, linklocal, uniquelocal). The client is then the right-most
 * X-Forwarded-For address that is not a trusted proxy: what the nearest untrusted hop
 * connected from, however many addresses the client wrote in front of it.
 *
 * Refused with a message saying what to write: `true` (every entry trusted, so the client
 * picks its own address, issue 20 item 4), a hop count (Fastify ≥ 5.12.1 ignores one, since a
 * count cannot tell a proxy from a client that connects directly), and a range of every
 * address (`0.0.0.0/0`, `::/0`).
 */
export function parseTrustProxy(
  value: string,
): { proxies: string[] | false } | { problem: string } {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'false') return { proxies: false };
  if (text.toLowerCase() === 'true') {
    return {
      problem: `TRUST_PROXY=true would let any client choose its own IP address; ${ADDRESSES_HINT}`,
    };
  }
  if (/^\d+$/.test(text)) {
    return {
      problem: `TRUST_PROXY=${text} is a hop count, which cannot tell a proxy from a client connecting directly; ${ADDRESSES_HINT}`,
    };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { problem: `TRUST_PROXY: ${problem}; ${ADDRESSES_HINT}` };
  }
  return { proxies: entries.map((entry) => entry.toLowerCase()) };
}

function entryProblem(entry: string): string | null {
  if (entry === '') return 'an empty entry (a stray comma)';
  if (NAMED_RANGES.has(entry.toLowerCase())) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  const max = family === 4 ? 32 : 128;
  if (!(bits >= 0 && bits <= max)) return `"${entry}" has no valid prefix length (0–${max})`;
  if (bits === 0) return `"${entry}" would trust every address`;
  return null;
}
