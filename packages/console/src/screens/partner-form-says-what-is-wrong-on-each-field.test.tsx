/**
 * The partner form says what is wrong on each field (docs/spec/console.md#partners): its checks name
 * the field (name, origins, each default widget option) with the reason the API would give, and
 * the fields render as controls, not JSON — the region a select of the regions by name, each
 * field with its help and, when refused, `aria-invalid` and the reason it is described by.
 */
import { consoleEmbedMessages as e, format, consoleMessages as m } from '@renovo/core/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Partner } from '../types.ts';
import { WidgetOptionFields } from '../widget-option-fields.tsx';
import { draftOf, NEW_PARTNER, PartnerForm, partnerProblems } from './partner-form.tsx';

const good = {
  ...NEW_PARTNER,
  name: '好室設計',
  origins: 'https://shop.example.tw',
};

describe('the partner form', () => {
  it('takes a right draft, and names each wrong field with its reason', () => {
    expect(partnerProblems(good)).toEqual({});
    expect(
      partnerProblems({
        ...good,
        name: ' ',
        origins: 'https://shop.example.tw/path',
        defaults: { ...good.defaults, module: 'spring sale', region: '27', company: '12a' },
      }),
    ).toEqual({
      name: e.nameRequired,
      origins: format(m.partners.badOrigin, { origin: 'https://shop.example.tw/path' }),
      module: e.problems.badToken,
      region: e.problems.badRegion,
      company: e.problems.badCompany,
    });
    expect(partnerProblems({ ...good, origins: '\n' }).origins).toBe(e.originsRequired);
  });

  it('reads a stored partner into fields (an option it does not know is left out)', () => {
    const partner = {
      id: 3,
      name: '好室設計',
      key: 'pk_x',
      origins: ['https://a.example.tw', 'https://b.example.tw'],
      contact: '',
      widget_defaults: { version: 'v3', region: 8, 'company-id': '42', 'stop-redirect': true, colour: 'red' },
      keep_page_path: true,
      disabled: false,
      server_secret_at: null,
    } satisfies Partner;
    expect(draftOf(partner)).toEqual({
      id: 3,
      name: '好室設計',
      origins: 'https://a.example.tw\nhttps://b.example.tw',
      contact: '',
      keepPagePath: true,
      defaults: {
        version: 'v3',
        mode: '',
        module: '',
        type: '',
        region: '8',
        company: '42',
        stopRedirect: true,
      },
    });
  });

  it('renders the defaults as fields with their help, never a JSON box', () => {
    const html = renderToStaticMarkup(<PartnerForm draft={good} onCancel={() => {}} onSaved={() => {}} />);
    expect(html).not.toContain('JSON');
    expect(html).toContain(e.defaults.legend);
    expect(html).toContain('<option value="8">臺中市</option>');
    expect(html).toContain(e.help.module);
    expect(html).not.toContain('aria-invalid');
  });

  it('a refused option says so on its field: aria-invalid, and the reason it is described by', () => {
    const html = renderToStaticMarkup(
      <WidgetOptionFields
        idPrefix="p"
        value={{ module: 'a b', type: '', region: '', company: '', stopRedirect: false }}
        problems={{ module: e.problems.badToken }}
        onChange={() => {}}
      />,
    );
    expect(html).toMatch(
      /id="p-module" aria-describedby="p-module-help p-module-problem" aria-invalid="true"/,
    );
    expect(html).toContain(`<p class="field-error" id="p-module-problem">${e.problems.badToken}</p>`);
  });
});
