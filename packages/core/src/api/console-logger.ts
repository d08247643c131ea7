import type { ApiLogger } from './types.ts';

/** Logs failed responses with console.error (the API client's default logger). */
export const consoleLogger: ApiLogger = {
  error: (message, details) => console.error(message, details),
};
