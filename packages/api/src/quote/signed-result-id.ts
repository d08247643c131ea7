/**
 * Signed result ids: the result page of a quote submit that stored nothing (a repeat of another
 * client's quote). The id carries that caller's own inputs — the fresh id it was answered, the
 * region, size, layout, community id and the time — with an HMAC under the server's secret, so
 * the result route computes the page from them alone and nobody can make one up or alter one.
 * It holds no mobile and points at no stored quote.
 *
 * Layout: 23 bytes of inputs and 16 bytes of tag, 39 bytes in all — 52 base64url characters with
 * no slack bits, so each id has exactly one spelling (core's SIGNED_RESULT_ID; a stored quote's
 * public id, STORED_RESULT_ID, is 22 or 32 characters).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_RESULT_ID } from '@renovo/core/schemas';
import type { HouseLayout } from '../db/schema.ts';
import { hmac } from '../lib/crypto.ts';

const VERSION = 1;
const INPUT_BYTES = 23;
const TAG_BYTES = 16;
/** The layout's first byte when the caller sent no layout (a count is at most 20). */
const NO_LAYOUT = 0xff;
const LAYOUT_KEYS = ['bedroom', 'living_room', 'kitchen', 'bathroom', 'balcony'] as const;

/** What a signed result id carries: the caller's own inputs and what it was answered. */
export interface SignedResult {
  /** The fresh id the submit answered (no stored lead has it). */
  id: number;
  regionId: number;
  /** Ping, at most two decimals. */
  size: number;
  houseLayout: HouseLayout | null;
  communityId: number | null;
  createdAt: Date;
}

function tagOf(secret: string, inputs: Buffer): Buffer {
  const key = hmac(secret, 'quote-result:signature');
  return createHmac('sha256', key).update(inputs).digest().subarray(0, TAG_BYTES);
}

/** The signed result id of `result`. */
export function signResultId(secret: string, result: SignedResult): string {
  const inputs = Buffer.alloc(INPUT_BYTES);
  inputs.writeUInt8(VERSION, 0);
  inputs.writeUIntBE(result.id, 1, 5);
  inputs.writeUInt8(result.regionId, 6);
  inputs.writeUIntBE(Math.round(result.size * 100), 7, 3);
  LAYOUT_KEYS.forEach((key, i) => {
    inputs.writeUInt8(result.houseLayout ? result.houseLayout[key] : NO_LAYOUT, 10 + i);
  });
  inputs.writeUInt32BE(result.communityId ?? 0, 15);
  inputs.writeUInt32BE(Math.floor(result.createdAt.getTime() / 1000), 19);
  return Buffer.concat([inputs, tagOf(secret, inputs)]).toString('base64url');
}

/** The inputs of a signed result id; null unless it is one this server signed, unaltered. */
export function readResultId(secret: string, id: string): SignedResult | null {
  if (!SIGNED_RESULT_ID.test(id)) return null;
  const bytes = Buffer.from(id, 'base64url');
  if (bytes.length !== INPUT_BYTES + TAG_BYTES || bytes.toString('base64url') !== id) return null;
  const inputs = bytes.subarray(0, INPUT_BYTES);
  if (!timingSafeEqual(bytes.subarray(INPUT_BYTES), tagOf(secret, inputs))) return null;
  if (inputs.readUInt8(0) !== VERSION) return null;
  const layout = {} as HouseLayout;
  LAYOUT_KEYS.forEach((key, i) => {
    layout[key] = inputs.readUInt8(10 + i);
  });
  const communityId = inputs.readUInt32BE(15);
  return {
    id: inputs.readUIntBE(1, 5),
    regionId: inputs.readUInt8(6),
    size: inputs.readUIntBE(7, 3) / 100,
    houseLayout: layout.bedroom === NO_LAYOUT ? null : layout,
    communityId: communityId === 0 ? null : communityId,
    createdAt: new Date(inputs.readUInt32BE(19) * 1000),
  };
}
