/**
 * The pino logger of the process. Personal data never reaches a log line (個資法): known fields
 * are redacted by path, and every serialised line then goes through `scrubLogLine`, which masks
 * Taiwan mobile numbers and SMS codes wherever they hide (an error message quoting a request
 * body, a database error quoting a row, a stack).
 */
import { type DestinationStream, type Logger, pino } from 'pino';
import type { Env } from '../env.ts';

/** Field paths whose values are always replaced. */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'access_token',
  '*.access_token',
  'token',
  '*.token',
  'mobile',
  '*.mobile',
  '*.*.mobile',
  'username',
  '*.username',
  'phone',
  '*.phone',
  'sender_contact',
  '*.sender_contact',
  'address',
  '*.address',
  'sms_code',
  '*.sms_code',
  'body',
  '*.body',
];

const MOBILE = /(?<![\p{L}\p{N}_])(?:\+?886[-\s]?|0)9\d{2}[-\s]?\d{3}[-\s]?\d{3}(?![\p{L}\p{N}_])/gu;
/** A `code` field holding 4–8 digits, as JSON or JSON-in-a-string (`\"code\":\"123456\"`). */
const CODE_FIELD = /((?:\\*")(?:code|sms_code|verify_code)(?:\\*")\s*:\s*(?:\\*")?)\d{4,8}/g;
/** The SMS text itself: 驗證碼為 123456. */
const CODE_TEXT = /(驗證碼\D{0,6})\d{4,8}/g;

/** Masks mobile numbers and SMS codes in one serialised log line. */
export function scrubLogLine(line: string): string {
  return line.replace(MOBILE, '[mobile]').replace(CODE_FIELD, '$1[code]').replace(CODE_TEXT, '$1[code]');
}

/** A destination that scrubs each line before handing it on. */
function scrubbingDestination(target: { write(line: string): unknown }): DestinationStream {
  return { write: (line: string) => void target.write(scrubLogLine(line)) };
}

/**
 * A JSON logger at the configured level, with the service name on every line, writing to
 * `destination` (default stdout) through the scrubber.
 */
export function createLogger(
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination: { write(line: string): unknown } = pino.destination(1),
): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: 'renovo-api', env: env.NODE_ENV },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    scrubbingDestination(destination),
  );
}
