/** zh-TW messages of the content routes: core's catalogue (`contentRouteMessages`). */
import { contentRouteMessages } from '@renovo/core/messages';

/** Messages of the content routes. */
export const CONTENT_MESSAGES = contentRouteMessages;
