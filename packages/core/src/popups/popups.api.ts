/**
 * The popups' client (docs/spec/platform.md#calls): the configs of a campaign, the popups for a
 * page, and the popup manager's port built on them.
 */
import type { ApiClient } from '../api/types.ts';
import { ACCEPT_V2 } from '../data/constants.ts';
import type { PopupsApi } from './popup-manager.ts';
import { configsRoute, popupsRoute } from './popups.routes.ts';
import type { ConfigsQueryInput, ConfigsResponse, PopupsRequest, PopupsResponse } from './popups.schemas.ts';

/**
 * GET /api/configs with config_type[] (default mid_year_celebration_2507): show_coupon and the
 * activity end_time in seconds. Accept: the v2 media type.
 */
export function getConfigs(
  client: ApiClient,
  query: ConfigsQueryInput = { 'config_type[]': ['mid_year_celebration_2507'] },
): Promise<ConfigsResponse> {
  const types = query['config_type[]'];
  return client.request(configsRoute, {
    accept: ACCEPT_V2,
    query: { 'config_type[]': Array.isArray(types) ? types : [types] },
  });
}

/** Popups for a page: data[] in order and meta.extra.has_submitted_clue. */
export function postPopups(client: ApiClient, payload: PopupsRequest): Promise<PopupsResponse> {
  return client.request(popupsRoute, { body: payload });
}

/** The popup manager's port (the popup request), on the real client. */
export function popupsApiOf(client: ApiClient): PopupsApi {
  return { requestPopups: (body) => postPopups(client, body) };
}
