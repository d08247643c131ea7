/** zh-TW messages of the content routes: core's catalogue (`@renovo/core/messages`). */
import { contentMessages, messages } from '@renovo/core/messages';

/** Messages of the content routes. */
export const CONTENT_MESSAGES = {
  /** doc 1 §8: works detail code not 200. */
  workNotFound: messages.works.notFound,
  /** doc 2 §8: article not found. */
  articleNotFound: messages.article.notFound,
  ...contentMessages,
} as const;
