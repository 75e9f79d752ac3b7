import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** An address of this machine only: 127.0.0.0/8, ::1, or IPv4 mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.replace(/^::ffff:/i, '');
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/** A Host header (name or address, with or without a port) that names this machine. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * A caller on this machine, talking to it directly: the socket's peer is a loopback address,
 * the request names a loopback host (a DNS-rebinding page cannot pass for one), and no proxy
 * forwarded it (a reverse proxy on the same machine connects from loopback for everybody).
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const h = request.headers;
  const forwarded = h['x-forwarded-for'] ?? h.forwarded ?? h['x-real-ip'];
  return (
    forwarded === undefined &&
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackHost(h.host)
  );
}
