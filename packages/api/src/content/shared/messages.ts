/** zh-TW messages of the content routes: core's catalogue (`@renovo/core/messages`). */
import { contentMessages, messages } from '@renovo/core/messages';

/** Messages of the content routes. */
export const CONTENT_MESSAGES = {
  /** docs/spec/platform.md#errors: works detail code not 200. */
  workNotFound: messages.works.notFound,
  /** docs/spec/quotes.md#errors: article not found. */
  articleNotFound: messages.article.notFound,
  ...contentMessages,
} as const;
