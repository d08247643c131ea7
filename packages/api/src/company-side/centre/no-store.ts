/**
 * The company centre's answers are one member's: never kept by a shared cache or the browser
 * (`Cache-Control: private, no-store`).
 */
import type { MiddlewareHandler } from 'hono';

/** Marks the answer `private, no-store`. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};
