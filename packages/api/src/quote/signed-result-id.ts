/**
 * Sealed result ids: the result page of a quote submit that stored nothing (a repeat of another
 * client's quote). The id carries that caller's own inputs — the fresh id it was answered, the
 * region, size, layout, community id and the time — encrypted and signed under the server's
 * secret (a synthetic IV: the HMAC of the inputs is the tag and the AES-CTR counter block), so
 * the result route computes the page from them alone, nobody can make one up or alter one, and
 * without the secret it is indistinguishable from a stored quote's public id: 39 bytes that look
 * random, 52 base64url characters. It holds no mobile and points at no stored quote.
 *
 * Layout: 16 bytes of tag, then the 23 bytes of inputs encrypted — 52 base64url characters with
 * no slack bits, so each id has exactly one spelling (core's SIGNED_RESULT_ID). Ids made before
 * the inputs were encrypted (version 1: the inputs in the clear, then the tag) still read.
 */
import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_RESULT_ID } from '@renovo/core/schemas';
import type { HouseLayout } from '../db/schema.ts';
import { hmac } from '../lib/crypto.ts';

const VERSION = 2;
/** The version of the ids whose inputs were in the clear (inputs, then tag). */
const CLEAR_VERSION = 1;
const INPUT_BYTES = 23;
const TAG_BYTES = 16;
/** The bytes of a result id, sealed or a stored quote's random public id (the same length). */
export const RESULT_ID_BYTES = INPUT_BYTES + TAG_BYTES;
/** The layout's first byte when the caller sent no layout (a count is at most 20). */
const NO_LAYOUT = 0xff;
const LAYOUT_KEYS = ['bedroom', 'living_room', 'kitchen', 'bathroom', 'balcony'] as const;

/** What a sealed result id carries: the caller's own inputs and what it was answered. */
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

/** The AES-256 key the inputs are encrypted with. */
function keyOf(secret: string): Buffer {
  return Buffer.from(hmac(secret, 'quote-result:encryption'), 'hex');
}

/** AES-256-CTR under the server's key, the tag as its counter block (the same call decrypts). */
function ctr(secret: string, tag: Buffer, bytes: Buffer, decrypt = false): Buffer {
  const make = decrypt ? createDecipheriv : createCipheriv;
  const cipher = make('aes-256-ctr', keyOf(secret), tag);
  return Buffer.concat([cipher.update(bytes), cipher.final()]);
}

/** The sealed result id of `result`. */
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
  const tag = tagOf(secret, inputs);
  return Buffer.concat([tag, ctr(secret, tag, inputs)]).toString('base64url');
}

/** The inputs a 39-byte id carries when it is this server's: sealed, or of the clear version. */
function inputsOf(secret: string, bytes: Buffer): Buffer | null {
  const tag = bytes.subarray(0, TAG_BYTES);
  const sealed = ctr(secret, tag, bytes.subarray(TAG_BYTES), true);
  if (sealed.readUInt8(0) === VERSION && timingSafeEqual(tag, tagOf(secret, sealed))) return sealed;
  const clear = bytes.subarray(0, INPUT_BYTES);
  const clearTag = bytes.subarray(INPUT_BYTES);
  if (clear.readUInt8(0) === CLEAR_VERSION && timingSafeEqual(clearTag, tagOf(secret, clear))) return clear;
  return null;
}

/** The inputs of a sealed result id; null unless it is one this server made, unaltered. */
export function readResultId(secret: string, id: string): SignedResult | null {
  if (!SIGNED_RESULT_ID.test(id)) return null;
  const bytes = Buffer.from(id, 'base64url');
  if (bytes.length !== RESULT_ID_BYTES || bytes.toString('base64url') !== id) return null;
  const inputs = inputsOf(secret, bytes);
  if (!inputs) return null;
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
