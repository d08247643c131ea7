import type { CookieJar } from '../platform/types.ts';
import type { ClientType } from './types.ts';
/** Options of {@link createHeaderSource}. */
export interface HeaderSourceOptions {
  clientType: ClientType;
  /** Where the token comes from; without it, the `token` cookie of `cookies`. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  cookies?: CookieJar;
  uuid?: () => string;
  partner?: string;
}
/** A random v4 uuid: crypto.randomUUID where allowed, else built from getRandomValues. */
export declare function randomUuid(): string;
/** A header-safe value: printable ASCII is kept, anything else is percent-encoded. */
export declare function headerValue(value: string): string;
/**
 * Returns a function giving the headers of the next request. The device uuid is read from the
 * `uuid` cookie, or generated once and stored there for a year.
 */
export declare function createHeaderSource(
  options: HeaderSourceOptions,
): () => Promise<Record<string, string>>;
//# sourceMappingURL=headers.d.ts.map
