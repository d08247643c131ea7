/**
 * A PGlite template tarball handed to `PGlite.create({ loadDataDir })` without Node's Blob
 * machinery: a `new Blob([bytes])` of the 70 MB demo template copies it (0.55 s) and PGlite's
 * `arrayBuffer()` of it streams it back chunk by chunk (0.69 s). Profiled over the server tests,
 * that was 120 of their 520 busy CPU-seconds. The tarball is read once per worker (the server
 * project reuses its workers across files) and every database gets its own copy (30 ms).
 *
 * @example await PGlite.create({ loadDataDir: templateBlob(file) });
 */
import { readFileSync } from 'node:fs';

/** The tarballs read by this worker, by path (a template file never changes once written). */
const tarballs = new Map<string, Uint8Array>();

/** A Blob of the bytes it is given, whose `arrayBuffer()` answers them at once. */
class BytesBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([]);
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override get type(): string {
    return 'application/x-tar';
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.buffer);
  }
}

/** A fresh copy of the tarball at `file`, as the Blob PGlite loads a data folder from. */
export function templateBlob(file: string): Blob {
  let bytes = tarballs.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    tarballs.set(file, bytes);
  }
  return new BytesBlob(new Uint8Array(bytes));
}

/** Forgets the bytes read from `file` (a damaged template that is being made again). */
export function forgetTemplate(file: string): void {
  tarballs.delete(file);
}
