/** Login, bind and clue call error (doc 1 §8): the message field of the error response, else 'Unknown error'. */
export declare function readErrorMessage(error: unknown): string;
//# sourceMappingURL=errors.d.ts.map
