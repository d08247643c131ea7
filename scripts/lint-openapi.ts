/**
 * Lints the OpenAPI document with Redocly CLI's recommended rules (ADR 019): the document is
 * generated from the contracts exactly as `GET /openapi.json` serves it outside production (the
 * development routes included), written to a temporary file and given to `redocly lint`.
 * Exceptions live in `redocly.yaml`, each with its reason. Exits non-zero on any error.
 *
 *   npm run lint:openapi
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from '../packages/api/src/openapi/openapi.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'renovo-openapi-'));
const file = join(folder, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApi({ production: false }), null, 2));
const result = spawnSync(
  join(root, 'node_modules/.bin/redocly'),
  ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', process.env.REDOCLY_FORMAT ?? 'stylish'],
  {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(folder, { recursive: true, force: true });
process.exit(result.status ?? 1);
