/**
 * zh-TW messages of failed calls; re-exported by zh-TW.ts, the catalogue.
 */

/** Failed calls (docs/spec/platform.md#errors): an HTTP error without a server message, and anything else. */
export const errorMessages = {
  /** `{status}` is the HTTP status. */
  serviceError: 'Service error-{status}',
  unknown: 'Unknown error',
} as const;

/**
 * What the site's own forms say when no answer came (offline, timed out, the connection dropped)
 * and the server said nothing (docs/spec-deviations.md); a failed server (5xx) says the server's
 * `unavailable`. Never the error's own English text.
 */
export const failedCallMessages = {
  noAnswer: '網路連線不穩，請確認網路後再試一次',
} as const;
