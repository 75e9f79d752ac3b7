import type { IncomingMessage } from 'node:http';

/**
 * Watches a request body arriving: once every `windowMs`, the bytes its connection received
 * since the last look must be at least `minBytesPerSecond` for that time, else `slow` rejects
 * with `tooSlow()` (the caller answers, and closes the connection). Looking at the socket's
 * byte count, not the stream, leaves the body to its reader. Stops by itself once the body is
 * complete or the connection gone; `stop` stops it sooner.
 */
export function watchBodyRate(
  raw: IncomingMessage,
  options: { minBytesPerSecond: number; windowMs: number; tooSlow: () => Error },
): { slow: Promise<never>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const stop = () => clearInterval(timer);
  const slow = new Promise<never>((_, reject) => {
    const { socket } = raw;
    let seen = socket.bytesRead;
    const needed = (options.minBytesPerSecond * options.windowMs) / 1000;
    timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return stop();
      const now = socket.bytesRead;
      if (now - seen < needed) {
        stop();
        reject(options.tooSlow());
      }
      seen = now;
    }, options.windowMs);
    timer.unref();
  });
  // Nobody may be listening any more once the body is read.
  slow.catch(() => {});
  raw.once('end', stop);
  raw.once('close', stop);
  return { slow, stop };
}
