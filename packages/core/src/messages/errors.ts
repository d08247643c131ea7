/**
 * zh-TW messages of failed calls; re-exported by zh-TW.ts, the catalogue.
 */

/** Failed calls (docs/spec/platform.md#errors): an HTTP error without a server message, and anything else. */
export const errorMessages = {
  /** `{status}` is the HTTP status. */
  serviceError: 'Service error-{status}',
  unknown: 'Unknown error',
} as const;
