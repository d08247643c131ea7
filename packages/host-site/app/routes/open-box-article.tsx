/**
 * `/open-box-article`: new-home unboxing (docs/spec/popups-and-header.md#screens) — the owners' stories of
 * their finished homes:
 * the articles of the 新屋開箱 label, by sub-label, newest or most read, 12 a page.
 */
import { ANY, getGuideCategories, openBoxMessages, worksMessages } from '@renovo/core';
import { ArticleCard } from '../components/article/article-card.tsx';
import { readArticleLabels } from '../components/article/article-labels.ts';
import { type ChoiceSpec, readListQuery } from '../components/company/list-query.ts';
import { CategoryListPage } from '../components/works/category-list-page.tsx';
import { apiFor } from '../lib/api.server.ts';
import { settle } from '../lib/read.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/open-box-article';
import { loadArticles } from './content-pages.server.ts';
import '../components/works/works-list-view.css';

const PATH = '/open-box-article';
/** The article label of new-home unboxing (the API's catalogue; the site's banners link `/article?label=7`). */
export const OPEN_BOX_LABEL = 7;
/** Articles a page. */
const PER_PAGE = 12;
const SORTS = [
  { value: 'newest', label: worksMessages.sorts.newest },
  { value: 'popular', label: worksMessages.sorts.popular },
];

function specsOf(subLabels: readonly { id: number }[]): ChoiceSpec[] {
  return [
    { key: 'sub_label', values: [ANY, ...subLabels.map((s) => String(s.id))], fallback: ANY },
    { key: 'sort', values: SORTS.map((s) => s.value), fallback: 'newest' },
  ];
}

/** The header marks the "more" menu (unboxing is one of its links). */
export const handle: RouteHandle = { navKey: 'more' };

/** The sub-labels and the page of unboxing articles the URL asks for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const labels = readArticleLabels(await settle(getGuideCategories(api)));
  const subLabels = labels.find((l) => l.id === OPEN_BOX_LABEL)?.sub_labels ?? [];
  const query = readListQuery(new URL(request.url).searchParams, specsOf(subLabels));
  const sub = query.choices.sub_label;
  const list = await loadArticles(
    api,
    {
      label: OPEN_BOX_LABEL,
      sort: query.choices.sort,
      page: query.page,
      ...(sub && sub !== ANY ? { sub_label: sub } : {}),
    },
    PER_PAGE,
  );
  return { subLabels, query, list };
}

/** Title and description. */
export function meta() {
  return pageMeta(openBoxMessages.title, openBoxMessages.description);
}

/** The unboxing articles. */
export default function OpenBoxArticles({ loaderData }: Route.ComponentProps) {
  const { subLabels, query, list } = loaderData;
  return (
    <CategoryListPage
      path={PATH}
      text={openBoxMessages}
      filterKey="sub_label"
      categories={subLabels}
      specs={specsOf(subLabels)}
      sorts={SORTS}
      query={query}
      list={list}
      headingId="open-box-title"
      isEmpty={list.items.length === 0}
    >
      <ul className="article-grid">
        {list.items.map((article, i) => (
          <li key={article.id}>
            <ArticleCard article={article} priority={i === 0} />
          </li>
        ))}
      </ul>
    </CategoryListPage>
  );
}
