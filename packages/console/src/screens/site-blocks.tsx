/**
 * 網站區塊 (docs/spec/console.md#site-blocks): the home banners, the search box's keywords, the
 * footer and Help contacts, the drawer's sister apps and the Help's notice, each a section saved on its own with the
 * version it was read at (a 409 says someone saved first). A banner's photo is chosen or uploaded
 * in the media library's picker. Marketing and admins only (`site.manage`).
 */
import type { ContractData, consoleSiteBlocksContract, SiteBlockKind } from '@renovo/core/contracts';
import { consoleMessages, siteBlocksMessages as m } from '@renovo/core/messages';
import { useEffect, useState } from 'react';
import {
  siteBannersSaveRoute,
  siteBlocksRoute,
  siteContactsSaveRoute,
  siteKeywordsSaveRoute,
  siteNoticeSaveRoute,
  siteSisterAppsSaveRoute,
} from '../api/routes.ts';
import { LoadState, Screen } from '../components.tsx';
import { useData } from '../use-data.ts';
import { type BannerDraft, BannerFields } from './site-blocks-banners.tsx';
import { BlockSection, ItemList } from './site-blocks-list.tsx';
import { NoticeFields } from './site-blocks-notice.tsx';

type Blocks = ContractData<typeof consoleSiteBlocksContract>;

/** A labelled text input. */
function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: string;
}) {
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The screen. */
export function SiteBlocks() {
  const loaded = useData<Blocks>(siteBlocksRoute);
  const [blocks, setBlocks] = useState<Blocks | undefined>(undefined);
  useEffect(() => setBlocks(loaded.data), [loaded.data]);
  const set = <K extends SiteBlockKind>(kind: K, value: Blocks[K]['value']) =>
    setBlocks((b) => (b ? { ...b, [kind]: { ...b[kind], value } } : b));
  const savedAs = (kind: SiteBlockKind) => (version: number) =>
    setBlocks((b) => (b ? { ...b, [kind]: { ...b[kind], version, source: 'saved' } } : b));

  return (
    <Screen title={consoleMessages.nav.siteBlocks}>
      <p>{m.intro}</p>
      <LoadState loading={loaded.loading} error={loaded.error} />
      {blocks ? (
        <div className="site-blocks">
          <BlockSection
            id="banners"
            title={m.sections.banners}
            note={m.sources[blocks.banners.source]}
            route={siteBannersSaveRoute}
            version={blocks.banners.version}
            value={blocks.banners.value.map(
              ({ picture: _shown, preview: _chosen, ...banner }: BannerDraft) => banner,
            )}
            onSaved={savedAs('banners')}
          >
            <ItemList<BannerDraft>
              id="banner"
              label={m.sections.banners}
              items={blocks.banners.value}
              onChange={(items) => set('banners', items)}
              render={(banner, index, change) => (
                <BannerFields banner={banner} index={index} onChange={change} />
              )}
            />
            <button
              type="button"
              className="secondary"
              onClick={() =>
                set('banners', [
                  ...blocks.banners.value,
                  { media_id: 0, link: '', alt: '', starts_at: null, ends_at: null, picture: null },
                ])
              }
            >
              {m.addBanner}
            </button>
          </BlockSection>

          <BlockSection
            id="keywords"
            title={m.sections.search_keywords}
            note={m.sources[blocks.search_keywords.source]}
            route={siteKeywordsSaveRoute}
            version={blocks.search_keywords.version}
            value={blocks.search_keywords.value}
            onSaved={savedAs('search_keywords')}
          >
            <ItemList<string>
              id="keyword"
              label={m.sections.search_keywords}
              items={blocks.search_keywords.value}
              onChange={(items) => set('search_keywords', items)}
              render={(keyword, index, change) => (
                <Field id={`keyword-${index}`} label={m.fieldKeyword} value={keyword} onChange={change} />
              )}
            />
            <button
              type="button"
              className="secondary"
              onClick={() => set('search_keywords', [...blocks.search_keywords.value, ''])}
            >
              {m.addKeyword}
            </button>
          </BlockSection>

          <BlockSection
            id="contacts"
            title={m.sections.contacts}
            note={m.sources[blocks.contacts.source]}
            route={siteContactsSaveRoute}
            version={blocks.contacts.version}
            value={blocks.contacts.value}
            onSaved={savedAs('contacts')}
          >
            {(
              [
                ['phone', m.fieldPhone, 'tel'],
                ['email', m.fieldEmail, 'email'],
                ['hours', m.fieldHours, 'text'],
                ['address', m.fieldAddress, 'text'],
              ] as const
            ).map(([key, label, type]) => (
              <Field
                key={key}
                id={`contact-${key}`}
                label={label}
                type={type}
                value={blocks.contacts.value[key]}
                onChange={(value) => set('contacts', { ...blocks.contacts.value, [key]: value })}
              />
            ))}
          </BlockSection>

          <BlockSection
            id="sister-apps"
            title={m.sections.sister_apps}
            note={m.sources[blocks.sister_apps.source]}
            route={siteSisterAppsSaveRoute}
            version={blocks.sister_apps.version}
            value={blocks.sister_apps.value}
            onSaved={savedAs('sister_apps')}
          >
            <ItemList<{ name: string; url: string }>
              id="app"
              label={m.sections.sister_apps}
              items={blocks.sister_apps.value}
              onChange={(items) => set('sister_apps', items)}
              render={(app, index, change) => (
                <>
                  <Field
                    id={`app-name-${index}`}
                    label={m.fieldAppName}
                    value={app.name}
                    onChange={(name) => change({ ...app, name })}
                  />
                  <Field
                    id={`app-url-${index}`}
                    label={m.fieldAppUrl}
                    type="url"
                    value={app.url}
                    onChange={(url) => change({ ...app, url })}
                  />
                </>
              )}
            />
            <button
              type="button"
              className="secondary"
              onClick={() => set('sister_apps', [...blocks.sister_apps.value, { name: '', url: '' }])}
            >
              {m.addApp}
            </button>
          </BlockSection>

          <BlockSection
            id="notice"
            title={m.sections.notice}
            note={m.sources[blocks.notice.source]}
            route={siteNoticeSaveRoute}
            version={blocks.notice.version}
            value={blocks.notice.value}
            onSaved={savedAs('notice')}
          >
            <NoticeFields notice={blocks.notice.value} onChange={(value) => set('notice', value)} />
          </BlockSection>
        </div>
      ) : null}
    </Screen>
  );
}
