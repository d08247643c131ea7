/**
 * One pino child logger per request, bound to the request id, and one log line per answer
 * (method, path, status, duration). Bodies and query strings are not logged: they hold mobiles.
 */
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from '../../lib/app-env.ts';

/** Logs every request at `info` (5xx at `error`, 4xx at `warn` is too noisy: kept at info). */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error(line, 'request failed');
    else if (log.isLevelEnabled('info')) log.info(line, 'request');
  });
}
