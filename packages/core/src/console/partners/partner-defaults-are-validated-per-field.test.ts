/**
 * Rule: a partner's default widget options are validated per field (docs/spec/console.md#partners): each
 * wrong option is refused on its own path with its own zh-TW reason, so the form and the API's
 * 422 say which field is wrong and what is wrong with it; a name the widgets do not take is
 * refused by that name; the options a partner may leave out are all optional.
 */
import { describe, expect, it } from 'vitest';
import { consoleEmbedMessages } from '../../messages/console-embed.ts';
import { PartnerWidgetDefaultsSchema } from './widget-defaults.ts';

const problems = consoleEmbedMessages.problems;

/** The refused fields and their reasons. */
function refused(input: unknown): Record<string, string> {
  const result = PartnerWidgetDefaultsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || '(object)', i.message]));
}

describe('partner defaults are validated per field', () => {
  it('takes every option set right, and none at all', () => {
    const all = {
      version: 'v3',
      mode: 'inline',
      module: 'spring_sale',
      type: 'case-study',
      region: 8,
      'company-id': '42',
      'stop-redirect': true,
    };
    expect(PartnerWidgetDefaultsSchema.parse(all)).toEqual(all);
    expect(PartnerWidgetDefaultsSchema.parse({})).toEqual({});
  });

  it('reads a region given as its digits (as older rows hold it) as its number', () => {
    expect(PartnerWidgetDefaultsSchema.parse({ region: '8' })).toEqual({ region: 8 });
  });

  it('names each wrong field with its own reason', () => {
    expect(
      refused({
        version: 'v4',
        mode: 'sidebar',
        module: 'spring sale',
        type: '文章',
        region: 27,
        'company-id': '12a',
        'stop-redirect': 'yes',
      }),
    ).toEqual({
      version: problems.badVersion,
      mode: problems.badMode,
      module: problems.badToken,
      type: problems.badToken,
      region: problems.badRegion,
      'company-id': problems.badCompany,
      'stop-redirect': problems.badFlag,
    });
  });

  it('refuses a region out of the list however it is written', () => {
    for (const region of [0, 9, 27, '27', '', 'taipei', 8.5]) {
      expect(refused({ region }), String(region)).toEqual({ region: problems.badRegion });
    }
  });

  it('refuses an option the widgets do not take, by its name', () => {
    expect(refused({ colour: 'red' })).toEqual({
      '(object)': '無法辨識的預設選項「colour」，請重新選擇後儲存。',
    });
  });
});
