import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { watchBodyRate } from './watchBodyRate.js';

/** A request whose connection has received `bytesRead` bytes so far. */
function fakeRequest() {
  const raw = Object.assign(new EventEmitter(), {
    complete: false,
    socket: { bytesRead: 0, destroyed: false },
  });
  return raw;
}

const tooSlow = () => new Error('too slow');

describe('watchBodyRate', () => {
  it('rejects when a window brings fewer bytes than the minimum rate asks', async () => {
    const raw = fakeRequest();
    const watch = watchBodyRate(raw as unknown as IncomingMessage, {
      minBytesPerSecond: 1_000,
      windowMs: 50,
      tooSlow,
    });
    // 100 bytes in the first window: more than the 50 it needs; then nothing.
    raw.socket.bytesRead = 100;
    await expect(watch.slow).rejects.toThrow('too slow');
  });

  it('never rejects once the body is complete, or when stopped', async () => {
    const raw = fakeRequest();
    const watch = watchBodyRate(raw as unknown as IncomingMessage, {
      minBytesPerSecond: 1_000,
      windowMs: 20,
      tooSlow,
    });
    raw.complete = true;
    raw.emit('end');
    const stopped = watchBodyRate(fakeRequest() as unknown as IncomingMessage, {
      minBytesPerSecond: 1_000,
      windowMs: 20,
      tooSlow,
    });
    stopped.stop();
    const outcome = await Promise.race([
      Promise.any([watch.slow, stopped.slow]).then(
        () => 'settled',
        () => 'rejected',
      ),
      new Promise((done) => setTimeout(() => done('quiet'), 150)),
    ]);
    expect(outcome).toBe('quiet');
  });
});
