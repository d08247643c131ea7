/**
 * The staff console's embed builder (docs/spec/console.md#embed-builder), for admins and
 * marketing: where its live preview is served. The preview runs the real widget on an origin of
 * its own (`CONSOLE_PREVIEW_ORIGIN`; outside production, the console's loopback origin under its
 * other name), which the API allows like a partner's origin — without credentials, read only — so
 * the widget loads its banner and records and cannot reach the console. Null: no such origin, and
 * the preview is framed as an opaque-origin sandbox that shows the widget but cannot call the API.
 *
 * The loader's pinned file and its SRI hash come from the embed build's `manifest.json`
 * (`/embed/v1/manifest.json`, `loader.pinned` and `loader.integrity`), which the console reads.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { envelope } from '../../contracts/envelope.ts';
import { consoleEmbedSetupRoute } from './embed.routes.ts';

/** GET /console/api/embed/setup. */
export const consoleEmbedSetupContract = defineContract(consoleEmbedSetupRoute, {
  id: 'getConsoleEmbedSetup',
  tag: 'console',
  auth: 'staff',
  summary:
    "The embed builder's preview origin: an origin of its own that the API allows like a partner's (without credentials, read only), or null when the server has none (admins, marketing: embeds.build)",
  response: envelope(z.object({ preview_origin: z.string().nullable() })),
});

/** The embed builder's contracts. */
export const CONSOLE_EMBED_CONTRACTS = [consoleEmbedSetupContract] as const;
