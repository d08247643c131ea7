/**
 * A result id made before the inputs were sealed (version 1: the inputs in the clear, then their
 * tag) still reads, so the result pages answered then keep working; altered, it reads as nothing.
 * A sealed id reads back what was sealed.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmac } from '../lib/crypto.ts';
import { readResultId, signResultId } from './signed-result-id.ts';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const result = {
  id: 4242,
  regionId: 8,
  size: 28.5,
  houseLayout: { bedroom: 3, living_room: 2, kitchen: 1, bathroom: 2, balcony: 0 },
  communityId: 17,
  createdAt: new Date('2026-11-30T10:00:00Z'),
};

/** A version-1 id of `result`, as the server made them before. */
function clearId(): string {
  const inputs = Buffer.alloc(23);
  inputs.writeUInt8(1, 0);
  inputs.writeUIntBE(result.id, 1, 5);
  inputs.writeUInt8(result.regionId, 6);
  inputs.writeUIntBE(Math.round(result.size * 100), 7, 3);
  [3, 2, 1, 2, 0].forEach((count, i) => {
    inputs.writeUInt8(count, 10 + i);
  });
  inputs.writeUInt32BE(result.communityId, 15);
  inputs.writeUInt32BE(result.createdAt.getTime() / 1000, 19);
  const key = hmac(SECRET, 'quote-result:signature');
  const tag = createHmac('sha256', key).update(inputs).digest().subarray(0, 16);
  return Buffer.concat([inputs, tag]).toString('base64url');
}

describe('result ids sealed and in the clear', () => {
  it('a sealed id reads back its inputs; under another secret it reads as nothing', () => {
    const id = signResultId(SECRET, result);
    expect(readResultId(SECRET, id)).toEqual(result);
    expect(readResultId(`${SECRET}-other`, id)).toBeNull();
  });

  it('a version-1 id in the clear still reads; one altered byte and it reads as nothing', () => {
    const id = clearId();
    expect(readResultId(SECRET, id)).toEqual(result);
    const altered = Buffer.from(id, 'base64url');
    altered[6] = 9;
    expect(readResultId(SECRET, altered.toString('base64url'))).toBeNull();
  });
});
