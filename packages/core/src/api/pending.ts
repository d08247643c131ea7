/**
 * Where the API client keeps the durable calls (leads) waiting for their answer, and for how
 * long a later page resends them (see `ApiRequestOptions.durable`). A module of its own so a page
 * can see whether anything is waiting without loading the client (the widgets load it later).
 */

/** Storage key of the durable calls waiting for an answer. */
export const PENDING_KEY = 'renovo_pending';

/** A pending durable call is resent by a later page for this long, ms (keys live 72 h on the server). */
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;
