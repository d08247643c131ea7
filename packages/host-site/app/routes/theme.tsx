/**
 * `/theme`: themes by design style. Without an id the themes are listed (each with the cover of
 * its most viewed work); `/theme?id={style id}` (where the old `/v2/theme/{n}` links land) shows a
 * theme: its popular works, its articles and the companies of that style. An unknown id shows the
 * list.
 */

import { format, STYLES, siteMessages, themeMessages } from '@renovo/core';
import { Link } from 'react-router';
import { ArticleCard } from '../components/article/article-card.tsx';
import { CompanyCard } from '../components/company/company-card.tsx';
import { HubSection } from '../components/works/hub-section.tsx';
import { WorkCard } from '../components/works/work-card.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/theme';
import { loadCompanyBoard } from './company.server.ts';
import { loadArticleBoard, loadWorkBoard } from './content-pages.server.ts';
import '../components/works/hub.css';
import '../components/works/work-card.css';
import '../components/company/company-card.css';

/** The themes: every style of docs/spec/quotes.md#entities. */
const THEMES = STYLES.flatMap((s) => (typeof s.value === 'number' ? [{ id: s.value, name: s.label }] : []));

/** The header marks the "more" menu (themes are one of its links). */
export const handle: RouteHandle = { navKey: 'more' };

/** The theme list, or one theme's works, articles and companies. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const raw = new URL(request.url).searchParams.get('id') ?? '';
  const theme = THEMES.find((t) => String(t.id) === raw) ?? null;
  if (!theme) {
    const covers = await Promise.all(
      THEMES.map((t) => loadWorkBoard(api, { style_id: t.id, sort: 'popular', per_page: 1 })),
    );
    return { theme: null, tiles: THEMES.map((t, i) => ({ ...t, cover: covers[i]?.[0]?.cover ?? null })) };
  }
  const [works, articles, companies] = await Promise.all([
    loadWorkBoard(api, { style_id: theme.id, sort: 'popular', per_page: 8 }),
    loadArticleBoard(api, { style_id: theme.id, sort: 'popular', per_page: 6 }),
    loadCompanyBoard(api, { style_id: theme.id, per_page: 6 }, 'ranking'),
  ]);
  return { theme: { ...theme, works, articles, companies }, tiles: [] };
}

/** The theme's (or the list's) title and description. */
export function meta({ loaderData: data }: Route.MetaArgs) {
  const theme = data?.theme;
  if (!theme) return pageMeta(themeMessages.title, themeMessages.description);
  return pageMeta(
    format(themeMessages.themeTitle, { name: theme.name }),
    format(themeMessages.themeDescription, { name: theme.name }),
  );
}

/** The themes page. */
export default function Theme({ loaderData }: Route.ComponentProps) {
  const { theme, tiles } = loaderData;
  if (!theme) {
    return (
      <div className="container">
        <h1 className="page-heading">{themeMessages.title}</h1>
        <p className="works-list__intro">{themeMessages.description}</p>
        <ul className="theme-grid hub-section">
          {tiles.map((tile, i) => (
            <li key={tile.id}>
              <Link className="theme-tile" to={`/theme?id=${tile.id}`}>
                {tile.cover ? (
                  <img
                    src={tile.cover}
                    alt=""
                    width={1200}
                    height={800}
                    loading={i < 4 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : (
                  <span className="theme-tile__blank" />
                )}
                <span className="theme-tile__name">
                  {format(themeMessages.themeTitle, { name: tile.name })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="container">
      <nav className="breadcrumb" aria-label={themeMessages.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{siteMessages.home}</Link>
          </li>
          <li>
            <Link to="/theme">{themeMessages.title}</Link>
          </li>
          <li aria-current="page">{theme.name}</li>
        </ol>
      </nav>
      <h1 className="page-heading">{format(themeMessages.themeTitle, { name: theme.name })}</h1>
      <p className="works-list__intro">{format(themeMessages.themeDescription, { name: theme.name })}</p>
      <HubSection
        id="theme-works"
        title={themeMessages.works}
        more={{ href: `/works?style_id=${theme.id}`, label: siteMessages.viewMore }}
        isEmpty={theme.works.length === 0}
        empty={siteMessages.empty}
      >
        <ul className="work-grid">
          {theme.works.map((work, i) => (
            <li key={work.id}>
              <WorkCard work={work} priority={i < 2} />
            </li>
          ))}
        </ul>
      </HubSection>
      <HubSection
        id="theme-articles"
        title={themeMessages.articles}
        isEmpty={theme.articles.length === 0}
        empty={siteMessages.empty}
      >
        <ul className="article-grid">
          {theme.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </HubSection>
      <HubSection
        id="theme-companies"
        title={themeMessages.companies}
        more={{ href: `/company?style_id=${theme.id}`, label: siteMessages.viewMore }}
        isEmpty={theme.companies.length === 0}
        empty={siteMessages.empty}
      >
        <ul className="company-grid">
          {theme.companies.map((company) => (
            <li key={company.id}>
              <CompanyCard company={{ ...company, rank: undefined }} />
            </li>
          ))}
        </ul>
      </HubSection>
    </div>
  );
}
