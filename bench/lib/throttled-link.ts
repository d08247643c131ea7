/**
 * A phone's uplink in front of a server, for the upload benchmark: a TCP proxy on loopback that
 * holds every piece of data for half the round-trip time each way and lets the client's bytes
 * through at a fixed rate (a token bucket), and can cut every open connection once, mid-transfer,
 * as a train tunnel does.
 *
 * @example const link = await startThrottledLink({ target: 'http://127.0.0.1:3000', upBitsPerSecond: 1.5e6, rttMs: 150 });
 */

import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Options of {@link startThrottledLink}. */
export interface ThrottledLinkOptions {
  /** Where connections go: `http://host:port`. */
  target: string;
  /** The client's upload rate, bits per second. */
  upBitsPerSecond: number;
  /** The round trip added, ms (half each way). */
  rttMs: number;
}

/** A running link. */
export interface ThrottledLink {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Bytes the client has sent through the link. */
  sentBytes(): number;
  /** Cuts every open connection now (both ends see a reset). */
  cut(): void;
  close(): Promise<void>;
}

/** Starts the link on loopback. */
export async function startThrottledLink(options: ThrottledLinkOptions): Promise<ThrottledLink> {
  const target = new URL(options.target);
  const bytesPerMs = options.upBitsPerSecond / 8 / 1000;
  const half = options.rttMs / 2;
  const open = new Set<Socket>();
  let sent = 0;
  // One uplink shared by every connection (a phone has one radio).
  let uplinkFreeAt = 0;

  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    open.add(client);
    open.add(upstream);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    // Client → server: paced by the uplink's rate, then delayed by half the round trip.
    let queue = Promise.resolve();
    client.on('data', (chunk: Buffer) => {
      client.pause();
      queue = queue.then(async () => {
        const start = Math.max(performance.now(), uplinkFreeAt);
        uplinkFreeAt = start + chunk.byteLength / bytesPerMs;
        await sleep(uplinkFreeAt - performance.now() + half);
        if (upstream.destroyed) return;
        sent += chunk.byteLength;
        upstream.write(chunk);
        client.resume();
      });
    });
    // Server → client: half the round trip, no rate limit (the downlink is not what is measured).
    upstream.on('data', (chunk: Buffer) => {
      setTimeout(() => {
        if (!client.destroyed) client.write(chunk);
      }, half);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sentBytes: () => sent,
    cut() {
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
