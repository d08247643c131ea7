/**
 * zh-TW messages of failed calls; re-exported by zh-TW.ts, the catalogue.
 */
/** Failed calls (doc 1 §8): an HTTP error without a server message, and anything else. */
export declare const errorMessages: {
  /** `{status}` is the HTTP status. */
  readonly serviceError: 'Service error-{status}';
  readonly unknown: 'Unknown error';
};
//# sourceMappingURL=errors.d.ts.map
