/**
 * Style test calls (doc 1 §7). Their fields are not shown in the spec.
 */
import type { Envelope } from '../schemas/common.ts';
import {
  styleImagesPath,
  styleSubmitTestPath,
  styleTestResultPath,
  styleUserClueStatsPath,
} from './paths.ts';
import type { ApiClient, CallOptions, JsonObject, QueryParams } from './types.ts';

type Answer = Promise<Envelope<unknown>>;

/** GET /hyperf/style/style_images. */
export const getStyleImages = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(styleImagesPath, { query });
/** GET /hyperf/style/test_result. */
export const getStyleTestResult = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(styleTestResultPath, { query });
/** GET /hyperf/style/user_clue_stats. */
export const getStyleUserClueStats = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(styleUserClueStatsPath, { query });
/** POST /hyperf/style/submit_test. */
export const submitStyleTest = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(styleSubmitTestPath, { method: 'POST', body, ...options });
