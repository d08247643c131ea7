/**
 * Validates input with a zod schema (classic or mini; the shared ones are zod/mini). A failure
 * is a 422 whose `message` is the first issue's zh-TW message — the form messages the shared
 * schemas carry, else zod's zh-TW locale — with the issues listed in `errors`.
 */
import { format } from '@renovo/core/messages';
import { z } from 'zod';
import { fail, SERVER_MESSAGES } from './errors.ts';

const zhTW = z.locales.zhTW().localeError;
const CJK = /[\u3400-\u9fff]/;

/** Options of `validate`. */
export interface ValidateOptions {
  /** Replaces the message of an issue whose path starts with this field. */
  fieldMessages?: Record<string, string>;
  /** Replaces one zh-TW message by another (e.g. basic-form wording → community-form wording). */
  rewrite?: Record<string, string>;
  status?: 400 | 422;
}

function issueMessage(issue: z.core.$ZodIssue, options: ValidateOptions): string {
  const field = issue.path.map(String).join('.');
  const head = issue.path[0] === undefined ? '' : String(issue.path[0]);
  const override = options.fieldMessages?.[field] ?? options.fieldMessages?.[head];
  if (override) return override;
  const message = CJK.test(issue.message) ? issue.message : '';
  if (message) return options.rewrite?.[message] ?? message;
  return field ? format(SERVER_MESSAGES.invalidField, { field }) : SERVER_MESSAGES.invalidParams;
}

/**
 * The parsed value, or a thrown 422.
 * @example const form = validate(EvaluationFormSchema, await readBody(c));
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  options: ValidateOptions = {},
): z.core.output<S> {
  const result = z.safeParse(schema, input, { error: zhTW });
  if (result.success) return result.data;
  const issues = result.error.issues;
  const first = issues[0];
  fail(options.status ?? 422, first ? issueMessage(first, options) : SERVER_MESSAGES.invalidParams, {
    details: {
      errors: issues
        .slice(0, 20)
        .map((i) => ({ field: i.path.map(String).join('.'), message: issueMessage(i, options) })),
    },
  });
}
