/**
 * `/video`: the renovation videos (short videos), by guide category, newest or most played,
 * 20 a page; category, sort and page live in the URL. Each video opens the player.
 */
import { ANY, ANY_LABEL, format, videoMessages, worksMessages } from '@renovo/core';
import { useNavigation } from 'react-router';
import { type ChoiceSpec, listHref, readListQuery } from '../components/company/list-query.ts';
import { LinkChoice, LinkFilters } from '../components/works/link-filters.tsx';
import { Pagination } from '../components/works/pagination.tsx';
import { readVideo, VideoCard } from '../components/works/video-card.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/video';
import { loadCategories, loadShorts } from './content-pages.server.ts';
import '../components/works/works-list-view.css';

const PATH = '/video';
/** Videos a page. */
const PER_PAGE = 20;
const SORTS = [
  { value: 'newest', label: worksMessages.sorts.newest },
  { value: 'popular', label: videoMessages.mostPlayed },
];

/** The header marks the "more" menu (videos are one of its links). */
export const handle: RouteHandle = { navKey: 'more' };

/** The categories and the page of videos the URL asks for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const params = new URL(request.url).searchParams;
  const categories = await loadCategories(api);
  const specs = specsOf(categories);
  const query = readListQuery(params, specs);
  const category = query.choices.category_id;
  const list = await loadShorts(
    api,
    {
      sort: query.choices.sort,
      page: query.page,
      ...(category && category !== ANY ? { category_id: category } : {}),
    },
    PER_PAGE,
  );
  return { categories, query, list };
}

function specsOf(categories: readonly { id: number }[]): ChoiceSpec[] {
  return [
    { key: 'category_id', values: [ANY, ...categories.map((c) => String(c.id))], fallback: ANY },
    { key: 'sort', values: SORTS.map((s) => s.value), fallback: 'newest' },
  ];
}

/** Title and description. */
export function meta() {
  return pageMeta(videoMessages.title, videoMessages.description);
}

/** The video list. */
export default function Videos({ loaderData }: Route.ComponentProps) {
  const { categories, query, list } = loaderData;
  const specs = specsOf(categories);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === PATH;
  const href = (change: { set?: Record<string, string>; page?: number }) =>
    listHref(PATH, specs, query, change);
  const videos = list.items.flatMap((item) => readVideo(item) ?? []);
  return (
    <div className="container works-list">
      <header className="works-list__header">
        <h1 className="page-heading">{videoMessages.title}</h1>
        <p className="works-list__intro">{videoMessages.description}</p>
      </header>
      {categories.length > 0 ? (
        <LinkFilters
          title={videoMessages.filtersTitle}
          rows={[
            {
              key: 'category_id',
              label: videoMessages.category,
              options: [
                { value: ANY, label: ANY_LABEL },
                ...categories.map((c) => ({ value: String(c.id), label: c.name })),
              ],
              current: query.choices.category_id ?? ANY,
            },
          ]}
          hrefFor={(key, value) => href({ set: { [key]: value } })}
        />
      ) : null}
      <section className="works-list__results" aria-labelledby="videos-title" aria-busy={loading}>
        <div className="works-list__toolbar">
          <h2 id="videos-title" className="works-list__count" aria-live="polite">
            {format(videoMessages.total, { total: list.total })}
          </h2>
          <LinkChoice
            label={worksMessages.sortLabel}
            options={SORTS}
            current={query.choices.sort ?? 'newest'}
            hrefFor={(sort) => href({ set: { sort } })}
          />
        </div>
        {videos.length === 0 ? (
          <p className="works-list__empty">{videoMessages.empty}</p>
        ) : (
          <ul className="video-grid">
            {videos.map((video, i) => (
              <li key={video.id}>
                <VideoCard video={video} priority={i < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={list.page}
          perPage={list.per_page}
          total={list.total}
          hrefFor={(page) => href({ page })}
        />
      </section>
    </div>
  );
}
