/**
 * Style test calls (docs/spec/platform.md#calls). Their fields are not shown in the spec.
 */

import type { ApiClient, CallOptions, JsonObject, QueryParams } from '../../api/types.ts';
import type { Envelope } from '../../schemas/common.ts';
import {
  styleImagesRoute,
  styleSubmitTestRoute,
  styleTestResultRoute,
  styleUserClueStatsRoute,
} from './style-test.routes.ts';

type Answer = Promise<Envelope<unknown>>;

/** GET /hyperf/style/style_images. */
export const getStyleImages = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(styleImagesRoute, { query });
/** GET /hyperf/style/test_result. */
export const getStyleTestResult = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(styleTestResultRoute, { query });
/** GET /hyperf/style/user_clue_stats. */
export const getStyleUserClueStats = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(styleUserClueStatsRoute, { query });
/** POST /hyperf/style/submit_test. */
export const submitStyleTest = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(styleSubmitTestRoute, { body, ...options });
