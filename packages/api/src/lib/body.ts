/**
 * Reads a JSON body without ever throwing a 500: bad JSON is a 400 with a zh-TW message. A body
 * that is itself a JSON string holding JSON (as `POST /api/visits` sends) is unwrapped once.
 * Form-encoded bodies are accepted too (flat fields).
 */
import type { Context } from 'hono';
import { fail, SERVER_MESSAGES } from './errors.ts';

/** The parsed body, `{}` when the body is empty. */
export async function readBody(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    fail(400, SERVER_MESSAGES.badJson);
  }
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(400, SERVER_MESSAGES.badJson);
  }
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      value = JSON.parse(value);
    } catch {
      fail(400, SERVER_MESSAGES.badJson);
    }
  }
  return value;
}

/** The query as a plain object (keys kept as sent, `config_type[]` included); repeated keys become arrays. */
export function readQuery(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const url = new URL(c.req.url);
  for (const [key, value] of url.searchParams) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const existing = Object.hasOwn(out, key) ? out[key] : undefined;
    if (existing === undefined) out[key] = key.endsWith('[]') ? [value] : value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}
